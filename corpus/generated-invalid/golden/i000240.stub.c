#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000240.fatbin.c"
static void __device_stub__Z13scale6_kernelPKfPf(const float *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_sift24Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_score25Pji(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13scale6_kernelPKfPf(const float *__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, float *))scale6_kernel)), 0U);}
# 10 "i000240.cu"
static void scale6_kernel( const float *__cuda_0,float *__cuda_1)
# 10 "i000240.cu"
{__device_stub__Z13scale6_kernelPKfPf( __cuda_0,__cuda_1);
# 17 "i000240.cu"
}
# 1 "i000240.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_sift24Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_sift24)), 0U); }
# 44 "i000240.cu"
void map_sift24( float *__cuda_0,int __cuda_1)
# 44 "i000240.cu"
{__device_stub__Z10map_sift24Pfi( __cuda_0,__cuda_1); }
# 1 "i000240.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_score25Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_score25)), 0U); }
# 45 "i000240.cu"
void map_score25( unsigned *__cuda_0,int __cuda_1)
# 45 "i000240.cu"
{__device_stub__Z11map_score25Pji( __cuda_0,__cuda_1); }
# 1 "i000240.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_score25), _Z11map_score25Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_sift24), _Z10map_sift24Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, float *))scale6_kernel), _Z13scale6_kernelPKfPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
