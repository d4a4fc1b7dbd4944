#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001465.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split16PKi(const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7split16PKi(const int *__restrict__ __par0){ const int *__T10;
__cudaLaunchPrologue(1);__T10 = __par0;__cudaSetupArgSimple(__T10, 0UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__))split16)), 0U);}
# 45 "v001465.cu"
void split16( const int *__restrict__ __cuda_0)
# 45 "v001465.cu"
{__device_stub__Z7split16PKi( __cuda_0);
# 54 "v001465.cu"
}
# 1 "v001465.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T15) {  __nv_dummy_param_ref(__T15); __nv_save_fatbinhandle_for_managed_rt(__T15); __cudaRegisterEntry(__T15, ((void ( *)(const int *__restrict__))split16), _Z7split16PKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
