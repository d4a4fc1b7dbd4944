#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000522.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5warp8iiPi(int, int, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops193v2015filter21_kernelEPiS1_PKf(int *__restrict__, int *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops193v207scale26EPdiPxPm(double *, int, long long *, size_t *);
static void __device_stub__ZN5ops193v208reduce33IljEEvPKT_PS2_(const long *__restrict__, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5warp8iiPi(int __par0, int __par1, int *__restrict__ __par2){ int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, int *__restrict__))warp8)), 0U);}
# 24 "v000522.cu"
void warp8( int __cuda_0,int __cuda_1,int *__restrict__ __cuda_2)
# 24 "v000522.cu"
{__device_stub__Z5warp8iiPi( __cuda_0,__cuda_1,__cuda_2);
# 38 "v000522.cu"
}
# 1 "v000522.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops193v2015filter21_kernelEPiS1_PKf( int *__restrict__ __par0,  int *__par1,  const float *__par2) {  int *__T4;
__cudaLaunchPrologue(3); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int *, const float *))ops19::v20::filter21_kernel)), 0U); }
# 41 "v000522.cu"
void ops19::v20::filter21_kernel( int *__restrict__ __cuda_0,int *__cuda_1,const float *__cuda_2)
# 41 "v000522.cu"
{__device_stub__ZN5ops193v2015filter21_kernelEPiS1_PKf( __cuda_0,__cuda_1,__cuda_2);
# 47 "v000522.cu"
}
# 1 "v000522.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops193v207scale26EPdiPxPm( double *__par0,  int __par1,  long long *__par2,  size_t *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, int, long long *, size_t *))ops19::v20::scale26)), 0U); }
# 49 "v000522.cu"
void ops19::v20::scale26( double *__cuda_0,int __cuda_1,long long *__cuda_2,::size_t *__cuda_3)
# 49 "v000522.cu"
{__device_stub__ZN5ops193v207scale26EPdiPxPm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000522.cudafe1.stub.c"
static void __device_stub__ZN5ops193v208reduce33IljEEvPKT_PS2_( const long *__restrict__ __par0,  long *__par1) {  const long *__T5;
__cudaLaunchPrologue(2); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, long *))ops19::v20::reduce33<long, unsigned int> )), 0U); }namespace ops19{
namespace v20{

template<> __specialization_static void __wrapper__device_stub_reduce33<long,unsigned>( const long *__restrict__ &__cuda_0,long *&__cuda_1){__device_stub__ZN5ops193v208reduce33IljEEvPKT_PS2_( (const long *&)__cuda_0,(long *&)__cuda_1);}}}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const long *__restrict__, long *))ops19::v20::reduce33<long, unsigned int> ), _ZN5ops193v208reduce33IljEEvPKT_PS2_, 1024); __cudaRegisterEntry(__T6, ((void ( *)(double *, int, long long *, size_t *))ops19::v20::scale26), _ZN5ops193v207scale26EPdiPxPm, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, int *, const float *))ops19::v20::filter21_kernel), _ZN5ops193v2015filter21_kernelEPiS1_PKf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, int, int *__restrict__))warp8), _Z5warp8iiPi, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
