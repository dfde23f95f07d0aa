/**
 * The lazily loaded part of the icon set: every icon the shell does not use.
 * Icon imports this module on the first name it cannot draw (see registry.ts),
 * so these drawings stay out of the first load. Each entry is a Material
 * Symbols outlined SVG (weight 400); no SVG is drawn by hand.
 */
import addressBook from '@material-symbols/svg-400/outlined/contacts.svg?raw'
import alarm from '@material-symbols/svg-400/outlined/alarm.svg?raw'
import archive from '@material-symbols/svg-400/outlined/archive.svg?raw'
import arrowBack from '@material-symbols/svg-400/outlined/arrow_back.svg?raw'
import arrowDown from '@material-symbols/svg-400/outlined/arrow_downward.svg?raw'
import arrowForward from '@material-symbols/svg-400/outlined/arrow_forward.svg?raw'
import arrowUp from '@material-symbols/svg-400/outlined/arrow_upward.svg?raw'
import arrowUpDown from '@material-symbols/svg-400/outlined/swap_vert.svg?raw'
import attachment from '@material-symbols/svg-400/outlined/attach_file.svg?raw'
import barChart from '@material-symbols/svg-400/outlined/bar_chart.svg?raw'
import block from '@material-symbols/svg-400/outlined/block.svg?raw'
import bolt from '@material-symbols/svg-400/outlined/bolt.svg?raw'
import bookmark from '@material-symbols/svg-400/outlined/bookmark.svg?raw'
import bookmarkFilled from '@material-symbols/svg-400/outlined/bookmark-fill.svg?raw'
import box from '@material-symbols/svg-400/outlined/deployed_code.svg?raw'
import calculate from '@material-symbols/svg-400/outlined/calculate.svg?raw'
import calendar from '@material-symbols/svg-400/outlined/calendar_today.svg?raw'
import calendarClock from '@material-symbols/svg-400/outlined/calendar_clock.svg?raw'
import call from '@material-symbols/svg-400/outlined/call.svg?raw'
import camera from '@material-symbols/svg-400/outlined/photo_camera.svg?raw'
import cameraSwitch from '@material-symbols/svg-400/outlined/cameraswitch.svg?raw'
import cart from '@material-symbols/svg-400/outlined/shopping_cart.svg?raw'
import chat from '@material-symbols/svg-400/outlined/chat.svg?raw'
import check from '@material-symbols/svg-400/outlined/check.svg?raw'
import checkCircle from '@material-symbols/svg-400/outlined/check_circle.svg?raw'
import checkCircleFilled from '@material-symbols/svg-400/outlined/check_circle-fill.svg?raw'
import chevronDoubleDown from '@material-symbols/svg-400/outlined/keyboard_double_arrow_down.svg?raw'
import chevronDoubleLeft from '@material-symbols/svg-400/outlined/keyboard_double_arrow_left.svg?raw'
import chevronDoubleRight from '@material-symbols/svg-400/outlined/keyboard_double_arrow_right.svg?raw'
import chevronDoubleUp from '@material-symbols/svg-400/outlined/keyboard_double_arrow_up.svg?raw'
import chevronDown from '@material-symbols/svg-400/outlined/keyboard_arrow_down.svg?raw'
import chevronLeft from '@material-symbols/svg-400/outlined/chevron_left.svg?raw'
import chevronUp from '@material-symbols/svg-400/outlined/keyboard_arrow_up.svg?raw'
import clock from '@material-symbols/svg-400/outlined/schedule.svg?raw'
import cloud from '@material-symbols/svg-400/outlined/cloud.svg?raw'
import cloudDownload from '@material-symbols/svg-400/outlined/cloud_download.svg?raw'
import cloudOff from '@material-symbols/svg-400/outlined/cloud_off.svg?raw'
import cloudUpload from '@material-symbols/svg-400/outlined/cloud_upload.svg?raw'
import code from '@material-symbols/svg-400/outlined/code.svg?raw'
import collapse from '@material-symbols/svg-400/outlined/close_fullscreen.svg?raw'
import columnHide from '@material-symbols/svg-400/outlined/hide.svg?raw'
import columns from '@material-symbols/svg-400/outlined/view_column.svg?raw'
import comment from '@material-symbols/svg-400/outlined/comment.svg?raw'
import copy from '@material-symbols/svg-400/outlined/content_copy.svg?raw'
import creditCard from '@material-symbols/svg-400/outlined/credit_card.svg?raw'
import csv from '@material-symbols/svg-400/outlined/csv.svg?raw'
import deleteIcon from '@material-symbols/svg-400/outlined/delete.svg?raw'
import dimensions from '@material-symbols/svg-400/outlined/square_foot.svg?raw'
import download from '@material-symbols/svg-400/outlined/download.svg?raw'
import dragHandle from '@material-symbols/svg-400/outlined/drag_indicator.svg?raw'
import error from '@material-symbols/svg-400/outlined/error.svg?raw'
import errorFilled from '@material-symbols/svg-400/outlined/error-fill.svg?raw'
import expand from '@material-symbols/svg-400/outlined/open_in_full.svg?raw'
import factory from '@material-symbols/svg-400/outlined/factory.svg?raw'
import favorite from '@material-symbols/svg-400/outlined/favorite.svg?raw'
import favoriteFilled from '@material-symbols/svg-400/outlined/favorite-fill.svg?raw'
import file from '@material-symbols/svg-400/outlined/draft.svg?raw'
import filter from '@material-symbols/svg-400/outlined/filter_alt.svg?raw'
import flag from '@material-symbols/svg-400/outlined/flag.svg?raw'
import folder from '@material-symbols/svg-400/outlined/folder.svg?raw'
import folderOpen from '@material-symbols/svg-400/outlined/folder_open.svg?raw'
import fullscreen from '@material-symbols/svg-400/outlined/fullscreen.svg?raw'
import fullscreenExit from '@material-symbols/svg-400/outlined/fullscreen_exit.svg?raw'
import ganttChart from '@material-symbols/svg-400/outlined/view_timeline.svg?raw'
import globe from '@material-symbols/svg-400/outlined/language.svg?raw'
import gridView from '@material-symbols/svg-400/outlined/grid_view.svg?raw'
import help from '@material-symbols/svg-400/outlined/help.svg?raw'
import home from '@material-symbols/svg-400/outlined/home.svg?raw'
import hourglass from '@material-symbols/svg-400/outlined/hourglass_empty.svg?raw'
import image from '@material-symbols/svg-400/outlined/image.svg?raw'
import inbox from '@material-symbols/svg-400/outlined/inbox.svg?raw'
import info from '@material-symbols/svg-400/outlined/info.svg?raw'
import invoice from '@material-symbols/svg-400/outlined/receipt_long.svg?raw'
import json from '@material-symbols/svg-400/outlined/data_object.svg?raw'
import kanban from '@material-symbols/svg-400/outlined/view_kanban.svg?raw'
import key from '@material-symbols/svg-400/outlined/key.svg?raw'
import label from '@material-symbols/svg-400/outlined/label.svg?raw'
import leftPanelOpen from '@material-symbols/svg-400/outlined/left_panel_open.svg?raw'
import lightbulb from '@material-symbols/svg-400/outlined/lightbulb.svg?raw'
import link from '@material-symbols/svg-400/outlined/link.svg?raw'
import linkOff from '@material-symbols/svg-400/outlined/link_off.svg?raw'
import list from '@material-symbols/svg-400/outlined/list.svg?raw'
import location from '@material-symbols/svg-400/outlined/location_on.svg?raw'
import lock from '@material-symbols/svg-400/outlined/lock.svg?raw'
import lockOpen from '@material-symbols/svg-400/outlined/lock_open.svg?raw'
import login from '@material-symbols/svg-400/outlined/login.svg?raw'
import logout from '@material-symbols/svg-400/outlined/logout.svg?raw'
import mail from '@material-symbols/svg-400/outlined/mail.svg?raw'
import map from '@material-symbols/svg-400/outlined/map.svg?raw'
import minus from '@material-symbols/svg-400/outlined/remove.svg?raw'
import minusCircle from '@material-symbols/svg-400/outlined/do_not_disturb_on.svg?raw'
import mobile from '@material-symbols/svg-400/outlined/mobile.svg?raw'
import moreHorizontal from '@material-symbols/svg-400/outlined/more_horiz.svg?raw'
import moreVertical from '@material-symbols/svg-400/outlined/more_vert.svg?raw'
import note from '@material-symbols/svg-400/outlined/sticky_note_2.svg?raw'
import notificationsOff from '@material-symbols/svg-400/outlined/notifications_off.svg?raw'
import pause from '@material-symbols/svg-400/outlined/pause.svg?raw'
import pdf from '@material-symbols/svg-400/outlined/picture_as_pdf.svg?raw'
import people from '@material-symbols/svg-400/outlined/group.svg?raw'
import person from '@material-symbols/svg-400/outlined/person.svg?raw'
import personAdd from '@material-symbols/svg-400/outlined/person_add.svg?raw'
import personFilled from '@material-symbols/svg-400/outlined/person-fill.svg?raw'
import phoneLandline from '@material-symbols/svg-400/outlined/deskphone.svg?raw'
import pin from '@material-symbols/svg-400/outlined/keep.svg?raw'
import play from '@material-symbols/svg-400/outlined/play_arrow.svg?raw'
import plus from '@material-symbols/svg-400/outlined/add.svg?raw'
import plusCircle from '@material-symbols/svg-400/outlined/add_circle.svg?raw'
import print from '@material-symbols/svg-400/outlined/print.svg?raw'
import qrCode from '@material-symbols/svg-400/outlined/qr_code.svg?raw'
import quote from '@material-symbols/svg-400/outlined/format_quote.svg?raw'
import redo from '@material-symbols/svg-400/outlined/redo.svg?raw'
import refresh from '@material-symbols/svg-400/outlined/refresh.svg?raw'
import reply from '@material-symbols/svg-400/outlined/reply.svg?raw'
import save from '@material-symbols/svg-400/outlined/save.svg?raw'
import searchMinus from '@material-symbols/svg-400/outlined/zoom_out.svg?raw'
import searchPlus from '@material-symbols/svg-400/outlined/zoom_in.svg?raw'
import send from '@material-symbols/svg-400/outlined/send.svg?raw'
import settings from '@material-symbols/svg-400/outlined/settings.svg?raw'
import share from '@material-symbols/svg-400/outlined/share.svg?raw'
import shield from '@material-symbols/svg-400/outlined/shield.svg?raw'
import sidebar from '@material-symbols/svg-400/outlined/dock_to_right.svg?raw'
import sort from '@material-symbols/svg-400/outlined/sort.svg?raw'
import sortAscending from '@material-symbols/svg-400/outlined/arrow_upward_alt.svg?raw'
import sortDescending from '@material-symbols/svg-400/outlined/arrow_downward_alt.svg?raw'
import squareFilled from '@material-symbols/svg-400/outlined/square-fill.svg?raw'
import star from '@material-symbols/svg-400/outlined/star.svg?raw'
import starFilled from '@material-symbols/svg-400/outlined/star-fill.svg?raw'
import storefront from '@material-symbols/svg-400/outlined/storefront.svg?raw'
import support from '@material-symbols/svg-400/outlined/support_agent.svg?raw'
import sync from '@material-symbols/svg-400/outlined/sync.svg?raw'
import tag from '@material-symbols/svg-400/outlined/sell.svg?raw'
import thumbDown from '@material-symbols/svg-400/outlined/thumb_down.svg?raw'
import thumbUp from '@material-symbols/svg-400/outlined/thumb_up.svg?raw'
import timer from '@material-symbols/svg-400/outlined/timer.svg?raw'
import translate from '@material-symbols/svg-400/outlined/translate.svg?raw'
import triangleDown from '@material-symbols/svg-400/outlined/arrow_drop_down.svg?raw'
import triangleLeft from '@material-symbols/svg-400/outlined/arrow_left.svg?raw'
import triangleRight from '@material-symbols/svg-400/outlined/arrow_right.svg?raw'
import triangleUp from '@material-symbols/svg-400/outlined/arrow_drop_up.svg?raw'
import truck from '@material-symbols/svg-400/outlined/local_shipping.svg?raw'
import tune from '@material-symbols/svg-400/outlined/tune.svg?raw'
import undo from '@material-symbols/svg-400/outlined/undo.svg?raw'
import upload from '@material-symbols/svg-400/outlined/upload.svg?raw'
import verified from '@material-symbols/svg-400/outlined/verified.svg?raw'
import warning from '@material-symbols/svg-400/outlined/warning.svg?raw'
import warningFilled from '@material-symbols/svg-400/outlined/warning-fill.svg?raw'
import workspaces from '@material-symbols/svg-400/outlined/workspaces.svg?raw'
import zip from '@material-symbols/svg-400/outlined/folder_zip.svg?raw'
import type { IconName } from './names'
import type { STATIC_ICONS } from './icons'

/** LazyIconName is every icon name that is not loaded statically. */
export type LazyIconName = Exclude<IconName, keyof typeof STATIC_ICONS>

/** LAZY_ICONS maps each lazily loaded icon to its SVG; the type requires every such name, and no other. */
export const LAZY_ICONS = {
  address_book: addressBook,
  alarm,
  archive,
  arrow_back: arrowBack,
  arrow_down: arrowDown,
  arrow_forward: arrowForward,
  arrow_up: arrowUp,
  arrow_up_down: arrowUpDown,
  attachment,
  bar_chart: barChart,
  block,
  bolt,
  bookmark,
  bookmark_filled: bookmarkFilled,
  box,
  calculate,
  calendar,
  calendar_clock: calendarClock,
  call,
  camera,
  camera_switch: cameraSwitch,
  cart,
  chat,
  check,
  check_circle: checkCircle,
  check_circle_filled: checkCircleFilled,
  chevron_double_down: chevronDoubleDown,
  chevron_double_left: chevronDoubleLeft,
  chevron_double_right: chevronDoubleRight,
  chevron_double_up: chevronDoubleUp,
  chevron_down: chevronDown,
  chevron_left: chevronLeft,
  chevron_up: chevronUp,
  clock,
  cloud,
  cloud_download: cloudDownload,
  cloud_off: cloudOff,
  cloud_upload: cloudUpload,
  code,
  collapse,
  column_hide: columnHide,
  columns,
  comment,
  copy,
  credit_card: creditCard,
  csv,
  delete: deleteIcon,
  dimensions,
  download,
  drag_handle: dragHandle,
  error,
  error_filled: errorFilled,
  expand,
  factory,
  favorite,
  favorite_filled: favoriteFilled,
  file,
  filter,
  flag,
  folder,
  folder_open: folderOpen,
  fullscreen,
  fullscreen_exit: fullscreenExit,
  gantt_chart: ganttChart,
  globe,
  grid_view: gridView,
  help,
  home,
  hourglass,
  image,
  inbox,
  info,
  invoice,
  json,
  kanban,
  key,
  label,
  left_panel_open: leftPanelOpen,
  lightbulb,
  link,
  link_off: linkOff,
  list,
  location,
  lock,
  lock_open: lockOpen,
  login,
  logout,
  mail,
  map,
  minus,
  minus_circle: minusCircle,
  mobile,
  more_horizontal: moreHorizontal,
  more_vertical: moreVertical,
  note,
  notifications_off: notificationsOff,
  pause,
  pdf,
  people,
  person,
  person_add: personAdd,
  person_filled: personFilled,
  phone_landline: phoneLandline,
  pin,
  play,
  plus,
  plus_circle: plusCircle,
  print,
  qr_code: qrCode,
  quote,
  redo,
  refresh,
  reply,
  save,
  search_minus: searchMinus,
  search_plus: searchPlus,
  send,
  settings,
  share,
  shield,
  sidebar,
  sort,
  sort_ascending: sortAscending,
  sort_descending: sortDescending,
  square_filled: squareFilled,
  star,
  star_filled: starFilled,
  storefront,
  support,
  sync,
  tag,
  thumb_down: thumbDown,
  thumb_up: thumbUp,
  timer,
  translate,
  triangle_down: triangleDown,
  triangle_left: triangleLeft,
  triangle_right: triangleRight,
  triangle_up: triangleUp,
  truck,
  tune,
  undo,
  upload,
  verified,
  warning,
  warning_filled: warningFilled,
  workspaces,
  zip,} satisfies Record<LazyIconName, string>
