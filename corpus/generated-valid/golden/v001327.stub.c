#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001327.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack4i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick15_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5pack4i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))pack4)), 0U);}
# 7 "v001327.cu"
void pack4( int __cuda_0)
# 7 "v001327.cu"
{__device_stub__Z5pack4i( __cuda_0);
# 18 "v001327.cu"
}
# 1 "v001327.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick15_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))kick15_kernel)), 0U); }
# 21 "v001327.cu"
void kick15_kernel( int __cuda_0)
# 21 "v001327.cu"
{__device_stub__Z13kick15_kerneli( __cuda_0);
# 28 "v001327.cu"
}
# 1 "v001327.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int))kick15_kernel), _Z13kick15_kerneli, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))pack4), _Z5pack4i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
