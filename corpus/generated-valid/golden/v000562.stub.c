#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000562.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12sift4_kernelPKfPfiS0_(const float *, float *, int, const float *);
static void __device_stub__Z14tally10_kernelIfLi2EEvPT_iPf(float *__restrict__, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img1515spread16_kernelEPf(float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img1514probe19_kernelEPKhii(const unsigned char *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img1514merge24_kernelEPKiPKtPd(const int *__restrict__, const unsigned short *__restrict__, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12sift4_kernelPKfPfiS0_(const float *__par0, float *__par1, int __par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int, const float *))sift4_kernel)), 0U);}
# 9 "v000562.cu"
void sift4_kernel( const float *__cuda_0,float *__cuda_1,int __cuda_2,const float *__cuda_3)
# 9 "v000562.cu"
{__device_stub__Z12sift4_kernelPKfPfiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 16 "v000562.cu"
}
# 1 "v000562.cudafe1.stub.c"
static void __device_stub__Z14tally10_kernelIfLi2EEvPT_iPf( float *__restrict__ __par0,  int __par1,  float *__par2) {  float *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, int, float *))tally10_kernel<float, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tally10_kernel<float,2>( float *__restrict__ &__cuda_0,int &__cuda_1,float *&__cuda_2){__device_stub__Z14tally10_kernelIfLi2EEvPT_iPf( (float *&)__cuda_0,(int &)__cuda_1,(float *&)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5img1515spread16_kernelEPf( float *__restrict__ __par0) {  float *__T4;
__cudaLaunchPrologue(1); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__))img15::spread16_kernel)), 0U); }
# 29 "v000562.cu"
void img15::spread16_kernel( float *__restrict__ __cuda_0)
# 29 "v000562.cu"
{__device_stub__ZN5img1515spread16_kernelEPf( __cuda_0);


}
# 1 "v000562.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img1514probe19_kernelEPKhii( const unsigned char *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const unsigned char *, int, int))img15::probe19_kernel)), 0U); }
# 34 "v000562.cu"
void img15::probe19_kernel( const unsigned char *__cuda_0,int __cuda_1,int __cuda_2)
# 34 "v000562.cu"
{__device_stub__ZN5img1514probe19_kernelEPKhii( __cuda_0,__cuda_1,__cuda_2);
# 42 "v000562.cu"
}
# 1 "v000562.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img1514merge24_kernelEPKiPKtPd( const int *__restrict__ __par0,  const unsigned short *__restrict__ __par1,  double *__par2) {  const int *__T5;
 const unsigned short *__T6;
__cudaLaunchPrologue(3); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __T6 = __par1; __cudaSetupArgSimple(__T6, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, const unsigned short *__restrict__, double *))img15::merge24_kernel)), 0U); }
# 44 "v000562.cu"
void img15::merge24_kernel( const int *__restrict__ __cuda_0,const unsigned short *__restrict__ __cuda_1,double *__cuda_2)
# 44 "v000562.cu"
{__device_stub__ZN5img1514merge24_kernelEPKiPKtPd( __cuda_0,__cuda_1,__cuda_2);
# 58 "v000562.cu"
}
# 1 "v000562.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const int *__restrict__, const unsigned short *__restrict__, double *))img15::merge24_kernel), _ZN5img1514merge24_kernelEPKiPKtPd, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const unsigned char *, int, int))img15::probe19_kernel), _ZN5img1514probe19_kernelEPKhii, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *__restrict__))img15::spread16_kernel), _ZN5img1515spread16_kernelEPf, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *__restrict__, int, float *))tally10_kernel<float, (int)2> ), _Z14tally10_kernelIfLi2EEvPT_iPf, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const float *, float *, int, const float *))sift4_kernel), _Z12sift4_kernelPKfPfiS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
