#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000910.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold12_kernelPKxPKi(const long long *, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count19ixPj(int, long long, unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13fold12_kernelPKxPKi(const long long *__par0, const int *__restrict__ __par1){ const int *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(const long long *, const int *__restrict__))fold12_kernel)), 0U);}
# 36 "v000910.cu"
void fold12_kernel( const long long *__cuda_0,const int *__restrict__ __cuda_1)
# 37 "v000910.cu"
{__device_stub__Z13fold12_kernelPKxPKi( __cuda_0,__cuda_1);
# 43 "v000910.cu"
}
# 1 "v000910.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count19ixPj( int __par0,  long long __par1,  unsigned *__restrict__ __par2) {  unsigned *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(int, long long, unsigned *__restrict__))count19)), 0U); }
# 44 "v000910.cu"
void count19( int __cuda_0,long long __cuda_1,unsigned *__restrict__ __cuda_2)
# 45 "v000910.cu"
{__device_stub__Z7count19ixPj( __cuda_0,__cuda_1,__cuda_2);
# 52 "v000910.cu"
}
# 1 "v000910.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, long long, unsigned *__restrict__))count19), _Z7count19ixPj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const long long *, const int *__restrict__))fold12_kernel), _Z13fold12_kernelPKxPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
