#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000769.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay3_kerneliiPKji(int, int, const unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13map_scatter31Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_sweep32Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score35iiPKjPi(int, int, const unsigned *__restrict__, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13decay3_kerneliiPKji(int __par0, int __par1, const unsigned *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, const unsigned *, int))decay3_kernel)), 0U);}
# 7 "v000769.cu"
void decay3_kernel( int __cuda_0,int __cuda_1,const unsigned *__cuda_2,int __cuda_3)
# 7 "v000769.cu"
{__device_stub__Z13decay3_kerneliiPKji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000769.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13map_scatter31Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_scatter31)), 0U); }
# 46 "v000769.cu"
void map_scatter31( unsigned *__cuda_0,int __cuda_1)
# 46 "v000769.cu"
{__device_stub__Z13map_scatter31Pji( __cuda_0,__cuda_1); }
# 1 "v000769.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_sweep32Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_sweep32)), 0U); }
# 47 "v000769.cu"
void map_sweep32( int *__cuda_0,int __cuda_1)
# 47 "v000769.cu"
{__device_stub__Z11map_sweep32Pii( __cuda_0,__cuda_1); }
# 1 "v000769.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score35iiPKjPi( int __par0,  int __par1,  const unsigned *__restrict__ __par2,  int *__restrict__ __par3) {  const unsigned *__T0;
 int *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 8UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, const unsigned *__restrict__, int *__restrict__))score35)), 0U); }
# 50 "v000769.cu"
void score35( int __cuda_0,int __cuda_1,const unsigned *__restrict__ __cuda_2,int *__restrict__ __cuda_3)
# 50 "v000769.cu"
{__device_stub__Z7score35iiPKjPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 58 "v000769.cu"
}
# 1 "v000769.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T13) {  __nv_dummy_param_ref(__T13); __nv_save_fatbinhandle_for_managed_rt(__T13); __cudaRegisterEntry(__T13, ((void ( *)(int, int, const unsigned *__restrict__, int *__restrict__))score35), _Z7score35iiPKjPi, 128); __cudaRegisterEntry(__T13, ((void ( *)(int *, int))map_sweep32), _Z11map_sweep32Pii, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(unsigned *, int))map_scatter31), _Z13map_scatter31Pji, (-1)); __cudaRegisterEntry(__T13, ((void ( *)(int, int, const unsigned *, int))decay3_kernel), _Z13decay3_kerneliiPKji, 512UL); __cudaRegisterVariable(__T13, __shadow_var(d_accum2,::d_accum2), 0, 4UL, 0, 0); __cudaRegisterVariable(__T13, __shadow_var(d_gather45,::d_gather45), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
