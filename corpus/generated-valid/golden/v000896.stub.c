#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000896.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update10_kernelisb(int, short, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15update10_kernelisb(int __par0, short __par1, bool __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 6UL);__cudaLaunch(((char *)((void ( *)(int, short, bool))update10_kernel)), 0U);}
# 31 "v000896.cu"
void update10_kernel( int __cuda_0,short __cuda_1,bool __cuda_2)
# 32 "v000896.cu"
{__device_stub__Z15update10_kernelisb( __cuda_0,__cuda_1,__cuda_2);
# 44 "v000896.cu"
}
# 1 "v000896.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, short, bool))update10_kernel), _Z15update10_kernelisb, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
