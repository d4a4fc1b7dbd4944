#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000462.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8scatter2bPii(bool, int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_tile14Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_warp15Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot32i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8scatter2bPii(bool __par0, int *__restrict__ __par1, int __par2){ int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(bool, int *__restrict__, int))scatter2)), 0U);}
# 7 "v000462.cu"
void scatter2( bool __cuda_0,int *__restrict__ __cuda_1,int __cuda_2)
# 7 "v000462.cu"
{__device_stub__Z8scatter2bPii( __cuda_0,__cuda_1,__cuda_2);
# 15 "v000462.cu"
}
# 1 "v000462.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_tile14Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_tile14)), 0U); }
# 26 "v000462.cu"
void map_tile14( double *__cuda_0,int __cuda_1)
# 26 "v000462.cu"
{__device_stub__Z10map_tile14Pdi( __cuda_0,__cuda_1); }
# 1 "v000462.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_warp15Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_warp15)), 0U); }
# 27 "v000462.cu"
void map_warp15( float *__cuda_0,int __cuda_1)
# 27 "v000462.cu"
{__device_stub__Z10map_warp15Pfi( __cuda_0,__cuda_1); }
# 1 "v000462.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot32i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))pivot32)), 0U); }
# 54 "v000462.cu"
void pivot32( int __cuda_0)
# 54 "v000462.cu"
{__device_stub__Z7pivot32i( __cuda_0);
# 67 "v000462.cu"
}
# 1 "v000462.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int))pivot32), _Z7pivot32i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, int))map_warp15), _Z10map_warp15Pfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *, int))map_tile14), _Z10map_tile14Pdi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(bool, int *__restrict__, int))scatter2), _Z8scatter2bPii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
