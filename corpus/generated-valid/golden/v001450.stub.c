#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001450.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend16_kernelPyPj(unsigned long long *, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6rank21PiiPKdi(int *, int, const double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14blend16_kernelPyPj(unsigned long long *__par0, unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned long long *, unsigned *))blend16_kernel)), 0U);}
# 26 "v001450.cu"
void blend16_kernel( unsigned long long *__cuda_0,unsigned *__cuda_1)
# 26 "v001450.cu"
{__device_stub__Z14blend16_kernelPyPj( __cuda_0,__cuda_1);



}
# 1 "v001450.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6rank21PiiPKdi( int *__par0,  int __par1,  const double *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, int, const double *, int))rank21)), 0U); }
# 32 "v001450.cu"
void rank21( int *__cuda_0,int __cuda_1,const double *__cuda_2,int __cuda_3)
# 32 "v001450.cu"
{__device_stub__Z6rank21PiiPKdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 45 "v001450.cu"
}
# 1 "v001450.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, const double *, int))rank21), _Z6rank21PiiPKdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long long *, unsigned *))blend16_kernel), _Z14blend16_kernelPyPj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_scatter7,::c_scatter7), 0, 64UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
