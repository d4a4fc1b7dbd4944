#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001929.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8combine9fiPi(float, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick16PKmPKf(const unsigned long *, const float *);
static void __device_stub__Z12mix30_kernelIlEvPT_(long *);
static void __device_stub__Z8gather22IdLi8EEvPT_S1_PKiPj(double *, double *, const int *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8combine9fiPi(float __par0, int __par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(float, int, int *))combine9)), 0U);}
# 23 "v001929.cu"
void combine9( float __cuda_0,int __cuda_1,int *__cuda_2)
# 23 "v001929.cu"
{__device_stub__Z8combine9fiPi( __cuda_0,__cuda_1,__cuda_2);
# 35 "v001929.cu"
}
# 1 "v001929.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick16PKmPKf( const unsigned long *__par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned long *, const float *))kick16)), 0U); }
# 37 "v001929.cu"
void kick16( const unsigned long *__cuda_0,const float *__cuda_1)
# 37 "v001929.cu"
{__device_stub__Z6kick16PKmPKf( __cuda_0,__cuda_1);




}
# 1 "v001929.cudafe1.stub.c"
static void __device_stub__Z12mix30_kernelIlEvPT_( long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long *))mix30_kernel<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_mix30_kernel<long>( long *&__cuda_0){__device_stub__Z12mix30_kernelIlEvPT_( (long *&)__cuda_0);}
static void __device_stub__Z8gather22IdLi8EEvPT_S1_PKiPj( double *__par0,  double *__par1,  const int *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, double *, const int *, unsigned *))gather22<double, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_gather22<double,8>( double *&__cuda_0,double *&__cuda_1,const int *&__cuda_2,unsigned *&__cuda_3){__device_stub__Z8gather22IdLi8EEvPT_S1_PKiPj( (double *&)__cuda_0,(double *&)__cuda_1,(const int *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *, double *, const int *, unsigned *))gather22<double, (int)8> ), _Z8gather22IdLi8EEvPT_S1_PKiPj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long *))mix30_kernel<long> ), _Z12mix30_kernelIlEvPT_, 128); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned long *, const float *))kick16), _Z6kick16PKmPKf, 128); __cudaRegisterEntry(__T3, ((void ( *)(float, int, int *))combine9), _Z8combine9fiPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
