#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001861.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter17_kernelxf(long long, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15filter33_kernelPij(int *__restrict__, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank38_kerneliPcPKiPf(int, char *__restrict__, const int *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge54_kernelPfi6Mode30(float *, int, enum Mode30);
static void __device_stub__Z14split51_kernelIdiEvPKT_(const double *);
static void __device_stub__Z6clamp4IiLi6EEvPT_S0_S0_(int *__restrict__, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter17_kernelxf(long long __par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(long long, float))scatter17_kernel)), 0U);}
# 27 "v001861.cu"
void scatter17_kernel( long long __cuda_0,float __cuda_1)
# 27 "v001861.cu"
{__device_stub__Z16scatter17_kernelxf( __cuda_0,__cuda_1);




}
# 1 "v001861.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15filter33_kernelPij( int *__restrict__ __par0,  unsigned __par1) {  int *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned))filter33_kernel)), 0U); }
# 51 "v001861.cu"
void filter33_kernel( int *__restrict__ __cuda_0,unsigned __cuda_1)
# 51 "v001861.cu"
{__device_stub__Z15filter33_kernelPij( __cuda_0,__cuda_1);


}
# 1 "v001861.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13rank38_kerneliPcPKiPf( int __par0,  char *__restrict__ __par1,  const int *__par2,  float *__par3) {  char *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, char *__restrict__, const int *, float *))rank38_kernel)), 0U); }
# 57 "v001861.cu"
void rank38_kernel( int __cuda_0,char *__restrict__ __cuda_1,const int *__cuda_2,float *__cuda_3)
# 57 "v001861.cu"
{__device_stub__Z13rank38_kerneliPcPKiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 65 "v001861.cu"
}
# 1 "v001861.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14merge54_kernelPfi6Mode30( float *__par0,  int __par1,  enum Mode30 __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(float *, int, enum Mode30))merge54_kernel)), 0U); }
# 75 "v001861.cu"
void merge54_kernel( float *__cuda_0,int __cuda_1,enum ::Mode30 __cuda_2)
# 75 "v001861.cu"
{__device_stub__Z14merge54_kernelPfi6Mode30( __cuda_0,__cuda_1,__cuda_2);
# 85 "v001861.cu"
}
# 1 "v001861.cudafe1.stub.c"
static void __device_stub__Z14split51_kernelIdiEvPKT_( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))split51_kernel<double, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_split51_kernel<double,int>( const double *&__cuda_0){__device_stub__Z14split51_kernelIdiEvPKT_( (const double *&)__cuda_0);}
static void __device_stub__Z6clamp4IiLi6EEvPT_S0_S0_( int *__restrict__ __par0,  int __par1,  int __par2) {  int *__T2;
__cudaLaunchPrologue(3); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int, int))clamp4<int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_clamp4<int,6>( int *__restrict__ &__cuda_0,int &__cuda_1,int &__cuda_2){__device_stub__Z6clamp4IiLi6EEvPT_S0_S0_( (int *&)__cuda_0,(int &)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, int, int))clamp4<int, (int)6> ), _Z6clamp4IiLi6EEvPT_S0_S0_, 32UL); __cudaRegisterEntry(__T6, ((void ( *)(const double *))split51_kernel<double, int> ), _Z14split51_kernelIdiEvPKT_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *, int, enum Mode30))merge54_kernel), _Z14merge54_kernelPfi6Mode30, 512UL); __cudaRegisterEntry(__T6, ((void ( *)(int, char *__restrict__, const int *, float *))rank38_kernel), _Z13rank38_kerneliPcPKiPf, 256); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, unsigned))filter33_kernel), _Z15filter33_kernelPij, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(long long, float))scatter17_kernel), _Z16scatter17_kernelxf, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
