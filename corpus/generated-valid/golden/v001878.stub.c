#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001878.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine10Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_blend24Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift25_kernelPKf(const float *);
static void __device_stub__Z14relax31_kernelPKji(const unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9combine10Pi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))combine10)), 0U);}
# 21 "v001878.cu"
void combine10( int *__cuda_0)
# 21 "v001878.cu"
{__device_stub__Z9combine10Pi( __cuda_0);
# 35 "v001878.cu"
}
# 1 "v001878.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_blend24Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_blend24)), 0U); }
# 49 "v001878.cu"
void map_blend24( float *__cuda_0,int __cuda_1)
# 49 "v001878.cu"
{__device_stub__Z11map_blend24Pfi( __cuda_0,__cuda_1); }
# 1 "v001878.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift25_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))sift25_kernel)), 0U); }
# 51 "v001878.cu"
void sift25_kernel( const float *__cuda_0)
# 51 "v001878.cu"
{__device_stub__Z13sift25_kernelPKf( __cuda_0);
# 60 "v001878.cu"
}
# 1 "v001878.cudafe1.stub.c"
static void __device_stub__Z14relax31_kernelPKji( const unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int))relax31_kernel)), 0U); }
# 62 "v001878.cu"
static void relax31_kernel( const unsigned *__cuda_0,int __cuda_1)
# 62 "v001878.cu"
{__device_stub__Z14relax31_kernelPKji( __cuda_0,__cuda_1);
# 68 "v001878.cu"
}
# 1 "v001878.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, int))relax31_kernel), _Z14relax31_kernelPKji, 256); __cudaRegisterEntry(__T3, ((void ( *)(const float *))sift25_kernel), _Z13sift25_kernelPKf, 128); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_blend24), _Z11map_blend24Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))combine10), _Z9combine10Pi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_sift9,::d_sift9), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
