#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000071.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count17Pilii(int *, long, int, int);
static void __device_stub__Z13grow25_kernelf(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7count17Pilii(int *__par0, long __par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(int *, long, int, int))count17)), 0U);}
# 45 "v000071.cu"
void count17( int *__cuda_0,long __cuda_1,int __cuda_2,int __cuda_3)
# 45 "v000071.cu"
{__device_stub__Z7count17Pilii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 56 "v000071.cu"
}
# 1 "v000071.cudafe1.stub.c"
static void __device_stub__Z13grow25_kernelf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))grow25_kernel)), 0U); }
# 58 "v000071.cu"
static void grow25_kernel( float __cuda_0)
# 58 "v000071.cu"
{__device_stub__Z13grow25_kernelf( __cuda_0);
# 67 "v000071.cu"
}
# 1 "v000071.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float))grow25_kernel), _Z13grow25_kernelf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, long, int, int))count17), _Z7count17Pilii, 512); __cudaRegisterVariable(__T4, __shadow_var(c_pivot16,::c_pivot16), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
