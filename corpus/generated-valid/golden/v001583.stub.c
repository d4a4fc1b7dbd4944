#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001583.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13apply7_kernelPKiS0_S0_(const int *__restrict__, const int *__restrict__, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep19_kernelPiS_l(int *, int *__restrict__, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13apply7_kernelPKiS0_S0_(const int *__restrict__ __par0, const int *__restrict__ __par1, const int *__restrict__ __par2){ const int *__T0;
 const int *__T1;
 const int *__T2;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__T2 = __par2;__cudaSetupArgSimple(__T2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, const int *__restrict__, const int *__restrict__))apply7_kernel)), 0U);}
# 8 "v001583.cu"
void apply7_kernel( const int *__restrict__ __cuda_0,const int *__restrict__ __cuda_1,const int *__restrict__ __cuda_2)
# 8 "v001583.cu"
{__device_stub__Z13apply7_kernelPKiS0_S0_( __cuda_0,__cuda_1,__cuda_2);
# 15 "v001583.cu"
}
# 1 "v001583.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep19_kernelPiS_l( int *__par0,  int *__restrict__ __par1,  long __par2) {  int *__T3;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int *__restrict__, long))sweep19_kernel)), 0U); }
# 17 "v001583.cu"
void sweep19_kernel( int *__cuda_0,int *__restrict__ __cuda_1,long __cuda_2)
# 17 "v001583.cu"
{__device_stub__Z14sweep19_kernelPiS_l( __cuda_0,__cuda_1,__cuda_2);
# 30 "v001583.cu"
}
# 1 "v001583.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int *, int *__restrict__, long))sweep19_kernel), _Z14sweep19_kernelPiS_l, 32); __cudaRegisterEntry(__T7, ((void ( *)(const int *__restrict__, const int *__restrict__, const int *__restrict__))apply7_kernel), _Z13apply7_kernelPKiS0_S0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
