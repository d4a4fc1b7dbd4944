#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002309.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tally5fi(float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread10Pl(long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tally5fi(float __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(float, int))tally5)), 0U);}
# 10 "v002309.cu"
void tally5( float __cuda_0,int __cuda_1)
# 11 "v002309.cu"
{__device_stub__Z6tally5fi( __cuda_0,__cuda_1);
# 24 "v002309.cu"
}
# 1 "v002309.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread10Pl( long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long *))spread10)), 0U); }
# 27 "v002309.cu"
void spread10( long *__cuda_0)
# 28 "v002309.cu"
{__device_stub__Z8spread10Pl( __cuda_0);
# 36 "v002309.cu"
}
# 1 "v002309.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(long *))spread10), spread10, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float, int))tally5), _Z6tally5fi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
