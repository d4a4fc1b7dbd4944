#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000782.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold10_kernelPKjf(const unsigned *__restrict__, float);
static void __device_stub__Z7apply22i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_weigh41Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_kick42Pfi(float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13fold10_kernelPKjf(const unsigned *__restrict__ __par0, float __par1){ const unsigned *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, float))fold10_kernel)), 0U);}
# 21 "v000782.cu"
void fold10_kernel( const unsigned *__restrict__ __cuda_0,float __cuda_1)
# 21 "v000782.cu"
{__device_stub__Z13fold10_kernelPKjf( __cuda_0,__cuda_1);



}
# 1 "v000782.cudafe1.stub.c"
static void __device_stub__Z7apply22i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))apply22)), 0U); }
# 41 "v000782.cu"
static void apply22( int __cuda_0)
# 41 "v000782.cu"
{__device_stub__Z7apply22i( __cuda_0);
# 47 "v000782.cu"
}
# 1 "v000782.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_weigh41Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_weigh41)), 0U); }
# 77 "v000782.cu"
void map_weigh41( int *__cuda_0,int __cuda_1)
# 77 "v000782.cu"
{__device_stub__Z11map_weigh41Pii( __cuda_0,__cuda_1); }
# 1 "v000782.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_kick42Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_kick42)), 0U); }
# 78 "v000782.cu"
void map_kick42( float *__cuda_0,int __cuda_1)
# 78 "v000782.cu"
{__device_stub__Z10map_kick42Pfi( __cuda_0,__cuda_1); }
# 1 "v000782.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T13) {  __nv_dummy_param_ref(__T13); __nv_save_fatbinhandle_for_managed_rt(__T13); __cudaRegisterEntry(__T13, ((void ( *)(float *, int))map_kick42), _Z10map_kick42Pfi, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int *, int))map_weigh41), _Z11map_weigh41Pii, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int))apply22), _Z7apply22i, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(const unsigned *__restrict__, float))fold10_kernel), _Z13fold10_kernelPKjf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
