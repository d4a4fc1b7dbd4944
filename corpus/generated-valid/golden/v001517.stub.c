#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001517.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12bias2_kernelPKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count24_kernelPfj(float *, unsigned);
static void __device_stub__Z13norm15_kernelIdLi6EEvPT_PxPKfS1_(double *, long long *, const float *, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math329stencil33EPifPa(int *, float, signed char *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math3213tile42_kernelEPcS0_(char *, char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12bias2_kernelPKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))bias2_kernel)), 0U);}
# 7 "v001517.cu"
void bias2_kernel( const int *__cuda_0)
# 7 "v001517.cu"
{__device_stub__Z12bias2_kernelPKi( __cuda_0);
# 18 "v001517.cu"
}
# 1 "v001517.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count24_kernelPfj( float *__par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, unsigned))count24_kernel)), 0U); }
# 46 "v001517.cu"
void count24_kernel( float *__cuda_0,unsigned __cuda_1)
# 46 "v001517.cu"
{__device_stub__Z14count24_kernelPfj( __cuda_0,__cuda_1);




}
# 1 "v001517.cudafe1.stub.c"
static void __device_stub__Z13norm15_kernelIdLi6EEvPT_PxPKfS1_( double *__par0,  long long *__par1,  const float *__par2,  double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, long long *, const float *, double *))norm15_kernel<double, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_norm15_kernel<double,6>( double *&__cuda_0,long long *&__cuda_1,const float *&__cuda_2,double *&__cuda_3){__device_stub__Z13norm15_kernelIdLi6EEvPT_PxPKfS1_( (double *&)__cuda_0,(long long *&)__cuda_1,(const float *&)__cuda_2,(double *&)__cuda_3);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6math329stencil33EPifPa( int *__par0,  float __par1,  signed char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, float, signed char *))math32::stencil33)), 0U); }
# 55 "v001517.cu"
void math32::stencil33( int *__cuda_0,float __cuda_1,signed char *__cuda_2)
# 55 "v001517.cu"
{__device_stub__ZN6math329stencil33EPifPa( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001517.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math3213tile42_kernelEPcS0_( char *__par0,  char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(char *, char *))math32::tile42_kernel)), 0U); }
# 73 "v001517.cu"
void math32::tile42_kernel( char *__cuda_0,char *__cuda_1)
# 73 "v001517.cu"
{__device_stub__ZN6math3213tile42_kernelEPcS0_( __cuda_0,__cuda_1);
# 87 "v001517.cu"
}
# 1 "v001517.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(char *, char *))math32::tile42_kernel), _ZN6math3213tile42_kernelEPcS0_, 256); __cudaRegisterEntry(__T5, ((void ( *)(int *, float, signed char *))math32::stencil33), _ZN6math329stencil33EPifPa, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double *, long long *, const float *, double *))norm15_kernel<double, (int)6> ), _Z13norm15_kernelIdLi6EEvPT_PxPKfS1_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, unsigned))count24_kernel), _Z14count24_kernelPfj, 64); __cudaRegisterEntry(__T5, ((void ( *)(const int *))bias2_kernel), _Z12bias2_kernelPKi, 512UL); __cudaRegisterVariable(__T5, __shadow_var(c_bump11,::c_bump11), 0, 4UL, 1, 0); __cudaRegisterVariable(__T5, __shadow_var(c_warp31,::c_warp31), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
