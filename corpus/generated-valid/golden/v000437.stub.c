#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000437.fatbin.c"
static void __device_stub__Z13accum9_kernelPf(float *);
static void __device_stub__Z7clamp12IlLi4EEvPKT_S0_(const long *, long);
static void __device_stub__Z15gather23_kernelIjLi3EEvPKT_S2_i(const unsigned *, const unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13accum9_kernelPf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))accum9_kernel)), 0U);}
# 21 "v000437.cu"
static void accum9_kernel( float *__cuda_0)
# 21 "v000437.cu"
{__device_stub__Z13accum9_kernelPf( __cuda_0);
# 28 "v000437.cu"
}
# 1 "v000437.cudafe1.stub.c"
static void __device_stub__Z7clamp12IlLi4EEvPKT_S0_( const long *__par0,  long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *, long))clamp12<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_clamp12<long,4>( const long *&__cuda_0,long &__cuda_1){__device_stub__Z7clamp12IlLi4EEvPKT_S0_( (const long *&)__cuda_0,(long &)__cuda_1);}
static void __device_stub__Z15gather23_kernelIjLi3EEvPKT_S2_i( const unsigned *__par0,  const unsigned *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned *, int))gather23_kernel<unsigned int, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_gather23_kernel<unsigned,3>( const unsigned *&__cuda_0,const unsigned *&__cuda_1,int &__cuda_2){__device_stub__Z15gather23_kernelIjLi3EEvPKT_S2_i( (const unsigned *&)__cuda_0,(const unsigned *&)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *, const unsigned *, int))gather23_kernel<unsigned int, (int)3> ), _Z15gather23_kernelIjLi3EEvPKT_S2_i, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const long *, long))clamp12<long, (int)4> ), _Z7clamp12IlLi4EEvPKT_S0_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *))accum9_kernel), _Z13accum9_kernelPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
