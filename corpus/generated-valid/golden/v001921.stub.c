#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001921.fatbin.c"
static void __device_stub__Z6rank13iijd(int, int, unsigned, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter20Pimi(int *, size_t, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp26_kerneliPKf(int, const float *);
static void __device_stub__Z14gather2_kernelIliEvPKT_PKjPKT0_PKf(const long *, const unsigned *, const int *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6rank13iijd(int __par0, int __par1, unsigned __par2, double __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, unsigned, double))rank13)), 0U);}
# 29 "v001921.cu"
static void rank13( int __cuda_0,int __cuda_1,unsigned __cuda_2,double __cuda_3)
# 29 "v001921.cu"
{__device_stub__Z6rank13iijd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 42 "v001921.cu"
}
# 1 "v001921.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter20Pimi( int *__par0,  size_t __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, size_t, int))filter20)), 0U); }
# 44 "v001921.cu"
void filter20( int *__cuda_0,::size_t __cuda_1,int __cuda_2)
# 44 "v001921.cu"
{__device_stub__Z8filter20Pimi( __cuda_0,__cuda_1,__cuda_2);
# 51 "v001921.cu"
}
# 1 "v001921.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp26_kerneliPKf( int __par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const float *))lerp26_kernel)), 0U); }
# 54 "v001921.cu"
void lerp26_kernel( int __cuda_0,const float *__cuda_1)
# 54 "v001921.cu"
{__device_stub__Z13lerp26_kerneliPKf( __cuda_0,__cuda_1);
# 69 "v001921.cu"
}
# 1 "v001921.cudafe1.stub.c"
static void __device_stub__Z14gather2_kernelIliEvPKT_PKjPKT0_PKf( const long *__par0,  const unsigned *__par1,  const int *__par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const long *, const unsigned *, const int *, const float *))gather2_kernel<long, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_gather2_kernel<long,int>( const long *&__cuda_0,const unsigned *&__cuda_1,const int *&__cuda_2,const float *&__cuda_3){__device_stub__Z14gather2_kernelIliEvPKT_PKjPKT0_PKf( (const long *&)__cuda_0,(const unsigned *&)__cuda_1,(const int *&)__cuda_2,(const float *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const long *, const unsigned *, const int *, const float *))gather2_kernel<long, int> ), _Z14gather2_kernelIliEvPKT_PKjPKT0_PKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const float *))lerp26_kernel), _Z13lerp26_kerneliPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, size_t, int))filter20), _Z8filter20Pimi, 1024); __cudaRegisterEntry(__T3, ((void ( *)(int, int, unsigned, double))rank13), _Z6rank13iijd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
