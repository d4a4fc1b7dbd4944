#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001753.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score12_kerneliPiPsi(int, int *, short *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift19PiPKdPxPKi(int *, const double *, long long *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh40_kernelPix(int *, long long);
static void __device_stub__Z12kick8_kernelIdLi4EEvPKT_S0_(const double *, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14score12_kerneliPiPsi(int __par0, int *__par1, short *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, int *, short *, int))score12_kernel)), 0U);}
# 31 "v001753.cu"
void score12_kernel( int __cuda_0,int *__cuda_1,short *__cuda_2,int __cuda_3)
# 31 "v001753.cu"
{__device_stub__Z14score12_kerneliPiPsi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001753.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift19PiPKdPxPKi( int *__par0,  const double *__par1,  long long *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, const double *, long long *, const int *))sift19)), 0U); }
# 38 "v001753.cu"
void sift19( int *__cuda_0,const double *__cuda_1,long long *__cuda_2,const int *__cuda_3)
# 38 "v001753.cu"
{__device_stub__Z6sift19PiPKdPxPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 54 "v001753.cu"
}
# 1 "v001753.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh40_kernelPix( int *__par0,  long long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, long long))weigh40_kernel)), 0U); }
# 78 "v001753.cu"
void weigh40_kernel( int *__cuda_0,long long __cuda_1)
# 78 "v001753.cu"
{__device_stub__Z14weigh40_kernelPix( __cuda_0,__cuda_1);
# 87 "v001753.cu"
}
# 1 "v001753.cudafe1.stub.c"
static void __device_stub__Z12kick8_kernelIdLi4EEvPKT_S0_( const double *__par0,  double __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, double))kick8_kernel<double, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_kick8_kernel<double,4>( const double *&__cuda_0,double &__cuda_1){__device_stub__Z12kick8_kernelIdLi4EEvPKT_S0_( (const double *&)__cuda_0,(double &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, double))kick8_kernel<double, (int)4> ), _Z12kick8_kernelIdLi4EEvPKT_S0_, 32); __cudaRegisterEntry(__T3, ((void ( *)(int *, long long))weigh40_kernel), _Z14weigh40_kernelPix, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const double *, long long *, const int *))sift19), _Z6sift19PiPKdPxPKi, 32); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, short *, int))score12_kernel), _Z14score12_kerneliPiPsi, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
