#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000070.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold12_kernelPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend17_kernelPKj(const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step21_kernelPjPKf(unsigned *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split25PciPj(char *, int, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13fold12_kernelPf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))fold12_kernel)), 0U);}
# 24 "v000070.cu"
void fold12_kernel( float *__cuda_0)
# 24 "v000070.cu"
{__device_stub__Z13fold12_kernelPf( __cuda_0);
# 34 "v000070.cu"
}
# 1 "v000070.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14blend17_kernelPKj( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))blend17_kernel)), 0U); }
# 37 "v000070.cu"
void blend17_kernel( const unsigned *__cuda_0)
# 37 "v000070.cu"
{__device_stub__Z14blend17_kernelPKj( __cuda_0);
# 45 "v000070.cu"
}
# 1 "v000070.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step21_kernelPjPKf( unsigned *__par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, const float *))step21_kernel)), 0U); }
# 48 "v000070.cu"
void step21_kernel( unsigned *__cuda_0,const float *__cuda_1)
# 48 "v000070.cu"
{__device_stub__Z13step21_kernelPjPKf( __cuda_0,__cuda_1);
# 56 "v000070.cu"
}
# 1 "v000070.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7split25PciPj( char *__par0,  int __par1,  unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(char *, int, unsigned *))split25)), 0U); }
# 58 "v000070.cu"
void split25( char *__cuda_0,int __cuda_1,unsigned *__cuda_2)
# 58 "v000070.cu"
{__device_stub__Z7split25PciPj( __cuda_0,__cuda_1,__cuda_2);
# 74 "v000070.cu"
}
# 1 "v000070.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(char *, int, unsigned *))split25), _Z7split25PciPj, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(unsigned *, const float *))step21_kernel), _Z13step21_kernelPjPKf, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const unsigned *))blend17_kernel), _Z14blend17_kernelPKj, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(float *))fold12_kernel), _Z13fold12_kernelPf, (-1)); __cudaRegisterVariable(__T1, __shadow_var(d_decay16,::d_decay16), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
