#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002296.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum14jPKi(unsigned, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack21Pfj(float *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias28hii(unsigned char, int, int);
static void __device_stub__Z13merge6_kernelIjjEvPKT_PKi(const unsigned *__restrict__, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7accum14jPKi(unsigned __par0, const int *__restrict__ __par1){ const int *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, const int *__restrict__))accum14)), 0U);}
# 29 "v002296.cu"
void accum14( unsigned __cuda_0,const int *__restrict__ __cuda_1)
# 29 "v002296.cu"
{__device_stub__Z7accum14jPKi( __cuda_0,__cuda_1);
# 38 "v002296.cu"
}
# 1 "v002296.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack21Pfj( float *__par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, unsigned))pack21)), 0U); }
# 40 "v002296.cu"
void pack21( float *__cuda_0,unsigned __cuda_1)
# 40 "v002296.cu"
{__device_stub__Z6pack21Pfj( __cuda_0,__cuda_1);
# 48 "v002296.cu"
}
# 1 "v002296.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias28hii( unsigned char __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned char, int, int))bias28)), 0U); }
# 50 "v002296.cu"
void bias28( unsigned char __cuda_0,int __cuda_1,int __cuda_2)
# 50 "v002296.cu"
{__device_stub__Z6bias28hii( __cuda_0,__cuda_1,__cuda_2);
# 57 "v002296.cu"
}
# 1 "v002296.cudafe1.stub.c"
static void __device_stub__Z13merge6_kernelIjjEvPKT_PKi( const unsigned *__restrict__ __par0,  const int *__par1) {  const unsigned *__T1;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, const int *))merge6_kernel<unsigned int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_merge6_kernel<unsigned,unsigned>( const unsigned *__restrict__ &__cuda_0,const int *&__cuda_1){__device_stub__Z13merge6_kernelIjjEvPKT_PKi( (const unsigned *&)__cuda_0,(const int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *__restrict__, const int *))merge6_kernel<unsigned int, unsigned int> ), _Z13merge6_kernelIjjEvPKT_PKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned char, int, int))bias28), _Z6bias28hii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *, unsigned))pack21), _Z6pack21Pfj, 32); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, const int *__restrict__))accum14), _Z7accum14jPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
