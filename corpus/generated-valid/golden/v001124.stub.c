#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001124.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift10Pa(signed char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade26i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7drift10Pa(signed char *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(signed char *))drift10)), 0U);}
# 33 "v001124.cu"
void drift10( signed char *__cuda_0)
# 34 "v001124.cu"
{__device_stub__Z7drift10Pa( __cuda_0);
# 43 "v001124.cu"
}
# 1 "v001124.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade26i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))shade26)), 0U); }
# 81 "v001124.cu"
void shade26( int __cuda_0)
# 82 "v001124.cu"
{__device_stub__Z7shade26i( __cuda_0);
# 98 "v001124.cu"
}
# 1 "v001124.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int))shade26), _Z7shade26i, 128); __cudaRegisterEntry(__T1, ((void ( *)(signed char *))drift10), _Z7drift10Pa, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
