#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001017.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_score11Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias12_kernelPmi(size_t *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_apply25Pji(unsigned *, int);
static void __device_stub__Z14score26_kerneliPis(int, int *__restrict__, short);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_score11Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))map_score11)), 0U);}
# 27 "v001017.cu"
void map_score11( int *__cuda_0,int __cuda_1)
# 27 "v001017.cu"
{__device_stub__Z11map_score11Pii( __cuda_0,__cuda_1); }
# 1 "v001017.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bias12_kernelPmi( size_t *__restrict__ __par0,  int __par1) {  size_t *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(size_t *__restrict__, int))bias12_kernel)), 0U); }
# 29 "v001017.cu"
void bias12_kernel( ::size_t *__restrict__ __cuda_0,int __cuda_1)
# 30 "v001017.cu"
{__device_stub__Z13bias12_kernelPmi( __cuda_0,__cuda_1);
# 39 "v001017.cu"
}
# 1 "v001017.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_apply25Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_apply25)), 0U); }
# 59 "v001017.cu"
void map_apply25( unsigned *__cuda_0,int __cuda_1)
# 59 "v001017.cu"
{__device_stub__Z11map_apply25Pji( __cuda_0,__cuda_1); }
# 1 "v001017.cudafe1.stub.c"
static void __device_stub__Z14score26_kerneliPis( int __par0,  int *__restrict__ __par1,  short __par2) {  int *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *__restrict__, short))score26_kernel)), 0U); }
# 61 "v001017.cu"
static void score26_kernel( int __cuda_0,int *__restrict__ __cuda_1,short __cuda_2)
# 62 "v001017.cu"
{__device_stub__Z14score26_kerneliPis( __cuda_0,__cuda_1,__cuda_2);
# 69 "v001017.cu"
}
# 1 "v001017.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, int *__restrict__, short))score26_kernel), _Z14score26_kerneliPis, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *, int))map_apply25), _Z11map_apply25Pji, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(size_t *__restrict__, int))bias12_kernel), bias12_kernel, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, int))map_score11), _Z11map_score11Pii, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_probe23,::d_probe23), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
