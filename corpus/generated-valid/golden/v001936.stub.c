#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001936.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter12_kernelPiPKmPf(int *, const unsigned long *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep18_kernelPKfPsPKi(const float *, short *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter12_kernelPiPKmPf(int *__par0, const unsigned long *__par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, const unsigned long *, float *))scatter12_kernel)), 0U);}
# 25 "v001936.cu"
void scatter12_kernel( int *__cuda_0,const unsigned long *__cuda_1,float *__cuda_2)
# 26 "v001936.cu"
{__device_stub__Z16scatter12_kernelPiPKmPf( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001936.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep18_kernelPKfPsPKi( const float *__par0,  short *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, short *, const int *))sweep18_kernel)), 0U); }
# 32 "v001936.cu"
void sweep18_kernel( const float *__cuda_0,short *__cuda_1,const int *__cuda_2)
# 33 "v001936.cu"
{__device_stub__Z14sweep18_kernelPKfPsPKi( __cuda_0,__cuda_1,__cuda_2);
# 50 "v001936.cu"
}
# 1 "v001936.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *, short *, const int *))sweep18_kernel), _Z14sweep18_kernelPKfPsPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, const unsigned long *, float *))scatter12_kernel), _Z16scatter12_kernelPiPKmPf, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_bias5,::c_bias5), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
