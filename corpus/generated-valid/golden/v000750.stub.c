#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000750.fatbin.c"
static void __device_stub__Z13drift8_kerneljiPxPKf(unsigned, int, long long *, const float *);
static void __device_stub__Z15spread28_kernelid(int, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep36_kernelfPf7Pixel24S0_(float, float *, rec35_t&, struct Pixel24&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13drift8_kerneljiPxPKf(unsigned __par0, int __par1, long long *__par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, int, long long *, const float *))drift8_kernel)), 0U);}
# 13 "v000750.cu"
static void drift8_kernel( unsigned __cuda_0,int __cuda_1,long long *__cuda_2,const float *__cuda_3)
# 13 "v000750.cu"
{__device_stub__Z13drift8_kerneljiPxPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v000750.cu"
}
# 1 "v000750.cudafe1.stub.c"
static void __device_stub__Z15spread28_kernelid( int __par0,  double __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, double))spread28_kernel)), 0U); }
# 54 "v000750.cu"
static void spread28_kernel( int __cuda_0,double __cuda_1)
# 54 "v000750.cu"
{__device_stub__Z15spread28_kernelid( __cuda_0,__cuda_1);
# 67 "v000750.cu"
}
# 1 "v000750.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep36_kernelfPf7Pixel24S0_( float __par0,  float *__par1,  rec35_t&__par2,  struct Pixel24&__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArg(__par2, 16UL); __cudaSetupArg(__par3, 32UL); __cudaLaunch(((char *)((void ( *)(float, float *, rec35_t, struct Pixel24))sweep36_kernel)), 0U); }
# 74 "v000750.cu"
void sweep36_kernel( float __cuda_0,float *__cuda_1,::rec35_t __cuda_2,struct ::Pixel24 __cuda_3)
# 74 "v000750.cu"
{__device_stub__Z14sweep36_kernelfPf7Pixel24S0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 84 "v000750.cu"
}
# 1 "v000750.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(float, float *, rec35_t, struct Pixel24))sweep36_kernel), _Z14sweep36_kernelfPf7Pixel24S0_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int, double))spread28_kernel), _Z15spread28_kernelid, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(unsigned, int, long long *, const float *))drift8_kernel), _Z13drift8_kerneljiPxPKf, 256); __cudaRegisterVariable(__T1, __shadow_var(d_scale7,::d_scale7), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
