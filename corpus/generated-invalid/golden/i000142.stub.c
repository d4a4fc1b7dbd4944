#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000142.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6weigh8jff(unsigned, float, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step16iiPi(int, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally25_kernelPl(long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6weigh8jff(unsigned __par0, float __par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, float, float))weigh8)), 0U);}
# 17 "i000142.cu"
void weigh8( unsigned __cuda_0,float __cuda_1,float __cuda_2)
# 18 "i000142.cu"
{__device_stub__Z6weigh8jff( __cuda_0,__cuda_1,__cuda_2);
# 24 "i000142.cu"
}
# 1 "i000142.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step16iiPi( int __par0,  int __par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, int *))step16)), 0U); }
# 27 "i000142.cu"
void step16( int __cuda_0,int __cuda_1,int *__cuda_2)
# 28 "i000142.cu"
{__device_stub__Z6step16iiPi( __cuda_0,__cuda_1,__cuda_2);
# 39 "i000142.cu"
}
# 1 "i000142.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally25_kernelPl( long *__restrict__ __par0) {  long *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__))tally25_kernel)), 0U); }
# 41 "i000142.cu"
void tally25_kernel( long *__restrict__ __cuda_0)
# 42 "i000142.cu"
{__device_stub__Z14tally25_kernelPl( __cuda_0);
# 51 "i000142.cu"
}
# 1 "i000142.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long *__restrict__))tally25_kernel), _Z14tally25_kernelPl, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int, int *))step16), _Z6step16iiPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, float, float))weigh8), _Z6weigh8jff, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_lerp7,::d_lerp7), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
