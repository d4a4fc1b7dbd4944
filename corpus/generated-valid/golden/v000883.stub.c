#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000883.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5kick3PfPKjii(float *, const unsigned *__restrict__, int, int);
static void __device_stub__Z14score10_kernelIlEvPKT_S0_(const long *, long);
static void __device_stub__Z13fuse24_kernelIiEvT_PKjcPKf(int, const unsigned *__restrict__, char, const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5kick3PfPKjii(float *__par0, const unsigned *__restrict__ __par1, int __par2, int __par3){ const unsigned *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(float *, const unsigned *__restrict__, int, int))kick3)), 0U);}
# 13 "v000883.cu"
void kick3( float *__cuda_0,const unsigned *__restrict__ __cuda_1,int __cuda_2,int __cuda_3)
# 13 "v000883.cu"
{__device_stub__Z5kick3PfPKjii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 20 "v000883.cu"
}
# 1 "v000883.cudafe1.stub.c"
static void __device_stub__Z14score10_kernelIlEvPKT_S0_( const long *__par0,  long __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *, long))score10_kernel<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_score10_kernel<long>( const long *&__cuda_0,long &__cuda_1){__device_stub__Z14score10_kernelIlEvPKT_S0_( (const long *&)__cuda_0,(long &)__cuda_1);}
static void __device_stub__Z13fuse24_kernelIiEvT_PKjcPKf( int __par0,  const unsigned *__restrict__ __par1,  char __par2,  const float *__restrict__ __par3) {  const unsigned *__T1;
 const float *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *__restrict__, char, const float *__restrict__))fuse24_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse24_kernel<int>( int &__cuda_0,const unsigned *__restrict__ &__cuda_1,char &__cuda_2,const float *__restrict__ &__cuda_3){__device_stub__Z13fuse24_kernelIiEvT_PKjcPKf( (int &)__cuda_0,(const unsigned *&)__cuda_1,(char &)__cuda_2,(const float *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, const unsigned *__restrict__, char, const float *__restrict__))fuse24_kernel<int> ), _Z13fuse24_kernelIiEvT_PKjcPKf, 32); __cudaRegisterEntry(__T6, ((void ( *)(const long *, long))score10_kernel<long> ), _Z14score10_kernelIlEvPKT_S0_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *, const unsigned *__restrict__, int, int))kick3), _Z5kick3PfPKjii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
