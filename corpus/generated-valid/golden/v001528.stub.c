#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001528.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update16_kernelPdPx(double *, long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep36PKfiPKiPl(const float *, int, const int *, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp41PKi6State5(const int *, enum State5);
static void __device_stub__Z7split31IldEvPT0_PKh(double *, const unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15update16_kernelPdPx(double *__par0, long long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, long long *))update16_kernel)), 0U);}
# 21 "v001528.cu"
void update16_kernel( double *__cuda_0,long long *__cuda_1)
# 21 "v001528.cu"
{__device_stub__Z15update16_kernelPdPx( __cuda_0,__cuda_1);
# 32 "v001528.cu"
}
# 1 "v001528.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep36PKfiPKiPl( const float *__par0,  int __par1,  const int *__par2,  long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, int, const int *, long *))sweep36)), 0U); }
# 48 "v001528.cu"
void sweep36( const float *__cuda_0,int __cuda_1,const int *__cuda_2,long *__cuda_3)
# 48 "v001528.cu"
{__device_stub__Z7sweep36PKfiPKiPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 54 "v001528.cu"
}
# 1 "v001528.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp41PKi6State5( const int *__par0,  enum State5 __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, enum State5))lerp41)), 0U); }
# 56 "v001528.cu"
void lerp41( const int *__cuda_0,enum ::State5 __cuda_1)
# 56 "v001528.cu"
{__device_stub__Z6lerp41PKi6State5( __cuda_0,__cuda_1);
# 68 "v001528.cu"
}
# 1 "v001528.cudafe1.stub.c"
static void __device_stub__Z7split31IldEvPT0_PKh( double *__par0,  const unsigned char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, const unsigned char *))split31<long, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_split31<long,double>( double *&__cuda_0,const unsigned char *&__cuda_1){__device_stub__Z7split31IldEvPT0_PKh( (double *&)__cuda_0,(const unsigned char *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(double *, const unsigned char *))split31<long, double> ), _Z7split31IldEvPT0_PKh, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *, enum State5))lerp41), _Z6lerp41PKi6State5, 32); __cudaRegisterEntry(__T5, ((void ( *)(const float *, int, const int *, long *))sweep36), _Z7sweep36PKfiPKiPl, 32); __cudaRegisterEntry(__T5, ((void ( *)(double *, long long *))update16_kernel), _Z15update16_kernelPdPx, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
