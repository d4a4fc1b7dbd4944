#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000784.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13probe6_kernelPiPKjPKii(int *, const unsigned *__restrict__, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep12PsiPKji(short *, int, const unsigned *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally20_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13probe6_kernelPiPKjPKii(int *__par0, const unsigned *__restrict__ __par1, const int *__par2, int __par3){ const unsigned *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, const unsigned *__restrict__, const int *, int))probe6_kernel)), 0U);}
# 12 "v000784.cu"
void probe6_kernel( int *__cuda_0,const unsigned *__restrict__ __cuda_1,const int *__cuda_2,int __cuda_3)
# 13 "v000784.cu"
{__device_stub__Z13probe6_kernelPiPKjPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v000784.cu"
}
# 1 "v000784.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep12PsiPKji( short *__par0,  int __par1,  const unsigned *__restrict__ __par2,  int __par3) {  const unsigned *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(short *, int, const unsigned *__restrict__, int))sweep12)), 0U); }
# 27 "v000784.cu"
void sweep12( short *__cuda_0,int __cuda_1,const unsigned *__restrict__ __cuda_2,int __cuda_3)
# 28 "v000784.cu"
{__device_stub__Z7sweep12PsiPKji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 38 "v000784.cu"
}
# 1 "v000784.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally20_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))tally20_kernel)), 0U); }
# 47 "v000784.cu"
void tally20_kernel( int __cuda_0)
# 48 "v000784.cu"
{__device_stub__Z14tally20_kerneli( __cuda_0);
# 57 "v000784.cu"
}
# 1 "v000784.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int))tally20_kernel), tally20_kernel, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(short *, int, const unsigned *__restrict__, int))sweep12), _Z7sweep12PsiPKji, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *, const unsigned *__restrict__, const int *, int))probe6_kernel), _Z13probe6_kernelPiPKjPKii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
