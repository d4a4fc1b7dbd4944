#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000570.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12kick9_kernelfi(float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7relax145Kind3mPKiPKa(enum Kind3, unsigned long, const int *, const signed char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12kick9_kernelfi(float __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(float, int))kick9_kernel)), 0U);}
# 10 "v000570.cu"
void kick9_kernel( float __cuda_0,int __cuda_1)
# 10 "v000570.cu"
{__device_stub__Z12kick9_kernelfi( __cuda_0,__cuda_1);


}
# 1 "v000570.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7relax145Kind3mPKiPKa( enum Kind3 __par0,  unsigned long __par1,  const int *__par2,  const signed char *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(enum Kind3, unsigned long, const int *, const signed char *))relax14)), 0U); }
# 16 "v000570.cu"
void relax14( enum ::Kind3 __cuda_0,unsigned long __cuda_1,const int *__cuda_2,const signed char *__cuda_3)
# 16 "v000570.cu"
{__device_stub__Z7relax145Kind3mPKiPKa( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v000570.cu"
}
# 1 "v000570.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(enum Kind3, unsigned long, const int *, const signed char *))relax14), _Z7relax145Kind3mPKiPKa, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(float, int))kick9_kernel), _Z12kick9_kernelfi, 128); __cudaRegisterVariable(__T2, __shadow_var(c_lerp8,::c_lerp8), 0, 64UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
