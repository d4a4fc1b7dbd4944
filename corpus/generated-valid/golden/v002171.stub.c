#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002171.fatbin.c"
static void __device_stub__Z12warp8_kernelPmPKhfPf(size_t *__restrict__, const unsigned char *, float, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift23iPf(int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump35_kernelPsPiPj(short *__restrict__, int *, unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step44Pa(signed char *__restrict__);
static void __device_stub__Z14shade47_kernelIdLi7EEvPKT_(const double *);
static void __device_stub__Z16scatter29_kernelIiLi1EEvPT_PKS0_S3_S0_(int *, const int *__restrict__, const int *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12warp8_kernelPmPKhfPf(size_t *__restrict__ __par0, const unsigned char *__par1, float __par2, float *__par3){ size_t *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(size_t *__restrict__, const unsigned char *, float, float *))warp8_kernel)), 0U);}
# 21 "v002171.cu"
static void warp8_kernel( ::size_t *__restrict__ __cuda_0,const unsigned char *__cuda_1,float __cuda_2,float *__cuda_3)
# 22 "v002171.cu"
{__device_stub__Z12warp8_kernelPmPKhfPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v002171.cu"
}
# 1 "v002171.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift23iPf( int __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, float *))sift23)), 0U); }
# 32 "v002171.cu"
void sift23( int __cuda_0,float *__cuda_1)
# 33 "v002171.cu"
{__device_stub__Z6sift23iPf( __cuda_0,__cuda_1);
# 41 "v002171.cu"
}
# 1 "v002171.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bump35_kernelPsPiPj( short *__restrict__ __par0,  int *__par1,  unsigned *__restrict__ __par2) {  short *__T1;
 unsigned *__T2;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(short *__restrict__, int *, unsigned *__restrict__))bump35_kernel)), 0U); }
# 49 "v002171.cu"
void bump35_kernel( short *__restrict__ __cuda_0,int *__cuda_1,unsigned *__restrict__ __cuda_2)
# 50 "v002171.cu"
{__device_stub__Z13bump35_kernelPsPiPj( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002171.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step44Pa( signed char *__restrict__ __par0) {  signed char *__T3;
__cudaLaunchPrologue(1); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaLaunch(((char *)((void ( *)(signed char *__restrict__))step44)), 0U); }
# 57 "v002171.cu"
void step44( signed char *__restrict__ __cuda_0)
# 58 "v002171.cu"
{__device_stub__Z6step44Pa( __cuda_0);



}
# 1 "v002171.cudafe1.stub.c"
static void __device_stub__Z14shade47_kernelIdLi7EEvPKT_( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))shade47_kernel<double, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade47_kernel<double,7>( const double *&__cuda_0){__device_stub__Z14shade47_kernelIdLi7EEvPKT_( (const double *&)__cuda_0);}
static void __device_stub__Z16scatter29_kernelIiLi1EEvPT_PKS0_S3_S0_( int *__par0,  const int *__restrict__ __par1,  const int *__restrict__ __par2,  int __par3) {  const int *__T4;
 const int *__T5;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __T5 = __par2; __cudaSetupArgSimple(__T5, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, const int *__restrict__, const int *__restrict__, int))scatter29_kernel<int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scatter29_kernel<int,1>( int *&__cuda_0,const int *__restrict__ &__cuda_1,const int *__restrict__ &__cuda_2,int &__cuda_3){__device_stub__Z16scatter29_kernelIiLi1EEvPT_PKS0_S3_S0_( (int *&)__cuda_0,(const int *&)__cuda_1,(const int *&)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(int *, const int *__restrict__, const int *__restrict__, int))scatter29_kernel<int, (int)1> ), _Z16scatter29_kernelIiLi1EEvPT_PKS0_S3_S0_, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const double *))shade47_kernel<double, (int)7> ), _Z14shade47_kernelIdLi7EEvPKT_, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(signed char *__restrict__))step44), _Z6step44Pa, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(short *__restrict__, int *, unsigned *__restrict__))bump35_kernel), _Z13bump35_kernelPsPiPj, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int, float *))sift23), _Z6sift23iPf, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(size_t *__restrict__, const unsigned char *, float, float *))warp8_kernel), _Z12warp8_kernelPmPKhfPf, (-1)); __cudaRegisterVariable(__T9, __shadow_var(d_weigh7,::d_weigh7), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
