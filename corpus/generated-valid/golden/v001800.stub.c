#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001800.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12sift6_kernelPKxiiPf(const long long *, int, int, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth14_kernelPj(unsigned *);
static void __device_stub__Z8smooth31IdLi3EEvPT_S0_S0_(real13_t *, real13_t, real13_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12sift6_kernelPKxiiPf(const long long *__par0, int __par1, int __par2, float *__restrict__ __par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(const long long *, int, int, float *__restrict__))sift6_kernel)), 0U);}
# 15 "v001800.cu"
void sift6_kernel( const long long *__cuda_0,int __cuda_1,int __cuda_2,float *__restrict__ __cuda_3)
# 15 "v001800.cu"
{__device_stub__Z12sift6_kernelPKxiiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v001800.cu"
}
# 1 "v001800.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth14_kernelPj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))smooth14_kernel)), 0U); }
# 27 "v001800.cu"
void smooth14_kernel( unsigned *__cuda_0)
# 27 "v001800.cu"
{__device_stub__Z15smooth14_kernelPj( __cuda_0);
# 34 "v001800.cu"
}
# 1 "v001800.cudafe1.stub.c"
static void __device_stub__Z8smooth31IdLi3EEvPT_S0_S0_( real13_t *__par0,  real13_t __par1,  real13_t __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(real13_t *, real13_t, real13_t))smooth31<double, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_smooth31<double,3>( ::real13_t *&__cuda_0,::real13_t &__cuda_1,::real13_t &__cuda_2){__device_stub__Z8smooth31IdLi3EEvPT_S0_S0_( (::real13_t *&)__cuda_0,(::real13_t &)__cuda_1,(::real13_t &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(real13_t *, real13_t, real13_t))smooth31<double, (int)3> ), _Z8smooth31IdLi3EEvPT_S0_S0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *))smooth14_kernel), _Z15smooth14_kernelPj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const long long *, int, int, float *__restrict__))sift6_kernel), _Z12sift6_kernelPKxiiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
