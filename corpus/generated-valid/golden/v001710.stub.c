#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001710.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6shade7iPKjPj(int, const unsigned *, unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace29_kernelj(unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift37_kernelPKf(const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6shade7iPKjPj(int __par0, const unsigned *__par1, unsigned *__restrict__ __par2){ unsigned *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(int, const unsigned *, unsigned *__restrict__))shade7)), 0U);}
# 20 "v001710.cu"
void shade7( int __cuda_0,const unsigned *__cuda_1,unsigned *__restrict__ __cuda_2)
# 20 "v001710.cu"
{__device_stub__Z6shade7iPKjPj( __cuda_0,__cuda_1,__cuda_2);
# 28 "v001710.cu"
}
# 1 "v001710.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace29_kernelj( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))trace29_kernel)), 0U); }
# 61 "v001710.cu"
void trace29_kernel( unsigned __cuda_0)
# 61 "v001710.cu"
{__device_stub__Z14trace29_kernelj( __cuda_0);
# 72 "v001710.cu"
}
# 1 "v001710.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift37_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))drift37_kernel)), 0U); }
# 75 "v001710.cu"
void drift37_kernel( const float *__cuda_0)
# 75 "v001710.cu"
{__device_stub__Z14drift37_kernelPKf( __cuda_0);
# 83 "v001710.cu"
}
# 1 "v001710.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *))drift37_kernel), drift37_kernel, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned))trace29_kernel), _Z14trace29_kernelj, 1024U); __cudaRegisterEntry(__T4, ((void ( *)(int, const unsigned *, unsigned *__restrict__))shade7), _Z6shade7iPKjPj, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_bias28,::c_bias28), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
