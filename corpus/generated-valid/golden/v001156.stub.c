#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001156.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7update6PKisfS0_(const int *, short, float, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack21_kernelPi(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7update6PKisfS0_(const int *__par0, short __par1, float __par2, const int *__restrict__ __par3){ const int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, short, float, const int *__restrict__))update6)), 0U);}
# 18 "v001156.cu"
void update6( const int *__cuda_0,short __cuda_1,float __cuda_2,const int *__restrict__ __cuda_3)
# 18 "v001156.cu"
{__device_stub__Z7update6PKisfS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v001156.cu"
}
# 1 "v001156.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack21_kernelPi( int *__restrict__ __par0) {  int *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))pack21_kernel)), 0U); }
# 35 "v001156.cu"
void pack21_kernel( int *__restrict__ __cuda_0)
# 35 "v001156.cu"
{__device_stub__Z13pack21_kernelPi( __cuda_0);
# 54 "v001156.cu"
}
# 1 "v001156.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__))pack21_kernel), _Z13pack21_kernelPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const int *, short, float, const int *__restrict__))update6), _Z7update6PKisfS0_, (-1)); __cudaRegisterVariable(__T7, __shadow_var(c_kick5,::c_kick5), 0, 8UL, 1, 0); __cudaRegisterVariable(__T7, __shadow_var(c_step32,::c_step32), 0, 8UL, 1, 0); __cudaRegisterVariable(__T7, __shadow_var(c_fuse34,::c_fuse34), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
