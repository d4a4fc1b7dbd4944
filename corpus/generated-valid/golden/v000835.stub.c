#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000835.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12bias3_kernelPfPjPdx(float *__restrict__, unsigned *__restrict__, double *__restrict__, long long);
static void __device_stub__Z15spread19_kernelIffEvPKT_(const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12bias3_kernelPfPjPdx(float *__restrict__ __par0, unsigned *__restrict__ __par1, double *__restrict__ __par2, long long __par3){ float *__T0;
 unsigned *__T1;
 double *__T2;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__T2 = __par2;__cudaSetupArgSimple(__T2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__, unsigned *__restrict__, double *__restrict__, long long))bias3_kernel)), 0U);}
# 8 "v000835.cu"
void bias3_kernel( float *__restrict__ __cuda_0,unsigned *__restrict__ __cuda_1,double *__restrict__ __cuda_2,long long __cuda_3)
# 8 "v000835.cu"
{__device_stub__Z12bias3_kernelPfPjPdx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000835.cudafe1.stub.c"
static void __device_stub__Z15spread19_kernelIffEvPKT_( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))spread19_kernel<float, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread19_kernel<float,float>( const float *&__cuda_0){__device_stub__Z15spread19_kernelIffEvPKT_( (const float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const float *))spread19_kernel<float, float> ), _Z15spread19_kernelIffEvPKT_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *__restrict__, unsigned *__restrict__, double *__restrict__, long long))bias3_kernel), _Z12bias3_kernelPfPjPdx, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
