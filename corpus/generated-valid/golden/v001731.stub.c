#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001731.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6decay76Stats3(const struct Stats3&);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum13_kernelfPjfi(float, unsigned *, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_merge20Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_norm21Pji(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6decay76Stats3(const struct Stats3&__par0){__cudaLaunchPrologue(1);__cudaSetupArg(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const struct Stats3))decay7)), 0U);}
# 22 "v001731.cu"
void decay7( const struct ::Stats3 __cuda_0)
# 23 "v001731.cu"
{__device_stub__Z6decay76Stats3( __cuda_0);
# 32 "v001731.cu"
}
# 1 "v001731.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum13_kernelfPjfi( float __par0,  unsigned *__par1,  float __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(float, unsigned *, float, int))accum13_kernel)), 0U); }
# 34 "v001731.cu"
void accum13_kernel( float __cuda_0,unsigned *__cuda_1,float __cuda_2,int __cuda_3)
# 35 "v001731.cu"
{__device_stub__Z14accum13_kernelfPjfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001731.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_merge20Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_merge20)), 0U); }
# 46 "v001731.cu"
void map_merge20( double *__cuda_0,int __cuda_1)
# 46 "v001731.cu"
{__device_stub__Z11map_merge20Pdi( __cuda_0,__cuda_1); }
# 1 "v001731.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_norm21Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_norm21)), 0U); }
# 47 "v001731.cu"
void map_norm21( unsigned *__cuda_0,int __cuda_1)
# 47 "v001731.cu"
{__device_stub__Z10map_norm21Pji( __cuda_0,__cuda_1); }
# 1 "v001731.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, int))map_norm21), _Z10map_norm21Pji, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(double *, int))map_merge20), _Z11map_merge20Pdi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float, unsigned *, float, int))accum13_kernel), _Z14accum13_kernelfPjfi, 32); __cudaRegisterEntry(__T0, ((void ( *)(const struct Stats3))decay7), _Z6decay76Stats3, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
