#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001709.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth15_kernelPaf(signed char *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow34_kernelPKiiPj(const int *, int, unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack39PliPi(long *, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick44_kernelPKf(const float *);
static void __device_stub__Z8spread18IdiEvPT_PKdPi(double *, const double *__restrict__, int *);
static void __device_stub__Z14scale26_kernelIfLi3EEvPKT_iPjb(const float *__restrict__, int, unsigned *__restrict__, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth15_kernelPaf(signed char *__par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(signed char *, float))smooth15_kernel)), 0U);}
# 22 "v001709.cu"
void smooth15_kernel( signed char *__cuda_0,float __cuda_1)
# 22 "v001709.cu"
{__device_stub__Z15smooth15_kernelPaf( __cuda_0,__cuda_1);




}
# 1 "v001709.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow34_kernelPKiiPj( const int *__par0,  int __par1,  unsigned *__restrict__ __par2) {  unsigned *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int, unsigned *__restrict__))grow34_kernel)), 0U); }
# 50 "v001709.cu"
void grow34_kernel( const int *__cuda_0,int __cuda_1,unsigned *__restrict__ __cuda_2)
# 50 "v001709.cu"
{__device_stub__Z13grow34_kernelPKiiPj( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001709.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack39PliPi( long *__par0,  int __par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *, int, int *))pack39)), 0U); }
# 56 "v001709.cu"
void pack39( long *__cuda_0,int __cuda_1,int *__cuda_2)
# 56 "v001709.cu"
{__device_stub__Z6pack39PliPi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001709.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick44_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))kick44_kernel)), 0U); }
# 62 "v001709.cu"
void kick44_kernel( const float *__cuda_0)
# 62 "v001709.cu"
{__device_stub__Z13kick44_kernelPKf( __cuda_0);
# 72 "v001709.cu"
}
# 1 "v001709.cudafe1.stub.c"
static void __device_stub__Z8spread18IdiEvPT_PKdPi( double *__par0,  const double *__restrict__ __par1,  int *__par2) {  const double *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double *, const double *__restrict__, int *))spread18<double, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread18<double,int>( double *&__cuda_0,const double *__restrict__ &__cuda_1,int *&__cuda_2){__device_stub__Z8spread18IdiEvPT_PKdPi( (double *&)__cuda_0,(const double *&)__cuda_1,(int *&)__cuda_2);}
static void __device_stub__Z14scale26_kernelIfLi3EEvPKT_iPjb( const float *__restrict__ __par0,  int __par1,  unsigned *__restrict__ __par2,  bool __par3) {  const float *__T2;
 unsigned *__T3;
__cudaLaunchPrologue(4); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T3 = __par2; __cudaSetupArgSimple(__T3, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, int, unsigned *__restrict__, bool))scale26_kernel<float, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale26_kernel<float,3>( const float *__restrict__ &__cuda_0,int &__cuda_1,unsigned *__restrict__ &__cuda_2,bool &__cuda_3){__device_stub__Z14scale26_kernelIfLi3EEvPKT_iPjb( (const float *&)__cuda_0,(int &)__cuda_1,(unsigned *&)__cuda_2,(bool &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const float *__restrict__, int, unsigned *__restrict__, bool))scale26_kernel<float, (int)3> ), _Z14scale26_kernelIfLi3EEvPKT_iPjb, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(double *, const double *__restrict__, int *))spread18<double, int> ), _Z8spread18IdiEvPT_PKdPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const float *))kick44_kernel), _Z13kick44_kernelPKf, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(long *, int, int *))pack39), _Z6pack39PliPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const int *, int, unsigned *__restrict__))grow34_kernel), _Z13grow34_kernelPKiiPj, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(signed char *, float))smooth15_kernel), _Z15smooth15_kernelPaf, (-1)); __cudaRegisterVariable(__T7, __shadow_var(c_fuse52,::c_fuse52), 0, 32UL, 1, 0); __cudaRegisterVariable(__T7, __shadow_var(d_bump53,::d_bump53), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
