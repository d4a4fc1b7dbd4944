#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001940.fatbin.c"
static void __device_stub__Z12kick9_kernelPKtiPfPKi(const unsigned short *, int, float *__restrict__, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step21_kerneliii(int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__88bcca75_10_v001940_cu_feed57f416stencil34_kernelEiPfPl(int, float *, long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12kick9_kernelPKtiPfPKi(const unsigned short *__par0, int __par1, float *__restrict__ __par2, const int *__restrict__ __par3){ float *__T0;
 const int *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned short *, int, float *__restrict__, const int *__restrict__))kick9_kernel)), 0U);}
# 16 "v001940.cu"
static void kick9_kernel( const unsigned short *__cuda_0,int __cuda_1,float *__restrict__ __cuda_2,const int *__restrict__ __cuda_3)
# 16 "v001940.cu"
{__device_stub__Z12kick9_kernelPKtiPfPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 22 "v001940.cu"
}
# 1 "v001940.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step21_kerneliii( int __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, int))step21_kernel)), 0U); }
# 34 "v001940.cu"
void step21_kernel( int __cuda_0,int __cuda_1,int __cuda_2)
# 34 "v001940.cu"
{__device_stub__Z13step21_kerneliii( __cuda_0,__cuda_1,__cuda_2);
# 44 "v001940.cu"
}
# 1 "v001940.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__88bcca75_10_v001940_cu_feed57f416stencil34_kernelEiPfPl( int __par0,  float *__par1,  long *__restrict__ __par2) {  long *__T5;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T5 = __par2; __cudaSetupArgSimple(__T5, 16UL); __cudaLaunch(((char *)((void ( *)(int, float *, long *__restrict__))_NV_ANON_NAMESPACE::stencil34_kernel)), 0U); }
# 58 "v001940.cu"
void _NV_ANON_NAMESPACE::stencil34_kernel( int __cuda_0,float *__cuda_1,long *__restrict__ __cuda_2)
# 58 "v001940.cu"
{__device_stub__ZN43_GLOBAL__N__88bcca75_10_v001940_cu_feed57f416stencil34_kernelEiPfPl( __cuda_0,__cuda_1,__cuda_2);
# 71 "v001940.cu"
}
# 1 "v001940.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, float *, long *__restrict__))_NV_ANON_NAMESPACE::stencil34_kernel), _ZN43_GLOBAL__N__88bcca75_10_v001940_cu_feed57f416stencil34_kernelEiPfPl, 512); __cudaRegisterEntry(__T6, ((void ( *)(int, int, int))step21_kernel), _Z13step21_kerneliii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned short *, int, float *__restrict__, const int *__restrict__))kick9_kernel), _Z12kick9_kernelPKtiPfPKi, 1024UL); __cudaRegisterManagedVariable(__T6, __shadow_var(m_update7,::m_update7), 0, 64UL, 0, 0); __cudaRegisterManagedVariable(__T6, __shadow_var(m_spread8,::m_spread8), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
