#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002273.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6count4i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally44_kernelPiPf(int *, float *);
static void __device_stub__Z7apply21IfLi1EEvPKT_PKfPKiPS0_(const float *, const float *, const int *, float *);
static void __device_stub__Z12mix38_kernelIjEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6count4i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))count4)), 0U);}
# 8 "v002273.cu"
void count4( int __cuda_0)
# 8 "v002273.cu"
{__device_stub__Z6count4i( __cuda_0);
# 14 "v002273.cu"
}
# 1 "v002273.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally44_kernelPiPf( int *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, float *))tally44_kernel)), 0U); }
# 69 "v002273.cu"
void tally44_kernel( int *__cuda_0,float *__cuda_1)
# 69 "v002273.cu"
{__device_stub__Z14tally44_kernelPiPf( __cuda_0,__cuda_1);




}
# 1 "v002273.cudafe1.stub.c"
static void __device_stub__Z7apply21IfLi1EEvPKT_PKfPKiPS0_( const float *__par0,  const float *__par1,  const int *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, const float *, const int *, float *))apply21<float, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_apply21<float,1>( const float *&__cuda_0,const float *&__cuda_1,const int *&__cuda_2,float *&__cuda_3){__device_stub__Z7apply21IfLi1EEvPKT_PKfPKiPS0_( (const float *&)__cuda_0,(const float *&)__cuda_1,(const int *&)__cuda_2,(float *&)__cuda_3);}
static void __device_stub__Z12mix38_kernelIjEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))mix38_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_mix38_kernel<unsigned>( unsigned &__cuda_0){__device_stub__Z12mix38_kernelIjEvT_( (unsigned &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned))mix38_kernel<unsigned int> ), _Z12mix38_kernelIjEvT_, 64); __cudaRegisterEntry(__T3, ((void ( *)(const float *, const float *, const int *, float *))apply21<float, (int)1> ), _Z7apply21IfLi1EEvPKT_PKfPKiPS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, float *))tally44_kernel), _Z14tally44_kernelPiPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))count4), _Z6count4i, 1024); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
