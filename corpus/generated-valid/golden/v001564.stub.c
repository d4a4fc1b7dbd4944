#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001564.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6shade7PiPdi(int *, double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe19_kernelPKjfji(const unsigned *, float, unsigned, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6shade7PiPdi(int *__par0, double *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, double *, int))shade7)), 0U);}
# 20 "v001564.cu"
void shade7( int *__cuda_0,double *__cuda_1,int __cuda_2)
# 20 "v001564.cu"
{__device_stub__Z6shade7PiPdi( __cuda_0,__cuda_1,__cuda_2);
# 30 "v001564.cu"
}
# 1 "v001564.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe19_kernelPKjfji( const unsigned *__par0,  float __par1,  unsigned __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, float, unsigned, int))probe19_kernel)), 0U); }
# 33 "v001564.cu"
void probe19_kernel( const unsigned *__cuda_0,float __cuda_1,unsigned __cuda_2,int __cuda_3)
# 33 "v001564.cu"
{__device_stub__Z14probe19_kernelPKjfji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 39 "v001564.cu"
}
# 1 "v001564.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, float, unsigned, int))probe19_kernel), _Z14probe19_kernelPKjfji, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, double *, int))shade7), _Z6shade7PiPdi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_split18,::d_split18), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
