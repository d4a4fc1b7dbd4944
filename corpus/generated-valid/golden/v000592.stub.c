#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000592.fatbin.c"
static void __device_stub__ZN5impl914apply10_kernelEiiiPf(int, int, int, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5impl914blend16_kernelEiPiPjf(int, int *__restrict__, unsigned *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN5impl914apply10_kernelEiiiPf(int __par0, int __par1, int __par2, float *__restrict__ __par3){ float *__T2;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__T2 = __par3;__cudaSetupArgSimple(__T2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, int, float *__restrict__))impl9::apply10_kernel)), 0U);}
# 18 "v000592.cu"
static void impl9::apply10_kernel( int __cuda_0,int __cuda_1,int __cuda_2,float *__restrict__ __cuda_3)
# 18 "v000592.cu"
{__device_stub__ZN5impl914apply10_kernelEiiiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000592.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5impl914blend16_kernelEiPiPjf( int __par0,  int *__restrict__ __par1,  unsigned *__par2,  float __par3) {  int *__T3;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *__restrict__, unsigned *, float))impl9::blend16_kernel)), 0U); }
# 23 "v000592.cu"
void impl9::blend16_kernel( int __cuda_0,int *__restrict__ __cuda_1,unsigned *__cuda_2,float __cuda_3)
# 23 "v000592.cu"
{__device_stub__ZN5impl914blend16_kernelEiPiPjf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v000592.cu"
}
# 1 "v000592.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, int *__restrict__, unsigned *, float))impl9::blend16_kernel), _ZN5impl914blend16_kernelEiPiPjf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int, int, float *__restrict__))impl9::apply10_kernel), _ZN5impl914apply10_kernelEiiiPf, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_warp8,::c_warp8), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
