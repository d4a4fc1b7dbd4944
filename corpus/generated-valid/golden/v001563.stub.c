#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001563.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_bias38Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply39_kernelPKj(const unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply44_kernelfPKi(float, const idx29_t *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_bias38Pji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))map_bias38)), 0U);}
# 66 "v001563.cu"
void map_bias38( unsigned *__cuda_0,int __cuda_1)
# 66 "v001563.cu"
{__device_stub__Z10map_bias38Pji( __cuda_0,__cuda_1); }
# 1 "v001563.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply39_kernelPKj( const unsigned *__restrict__ __par0) {  const unsigned *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__))apply39_kernel)), 0U); }
# 68 "v001563.cu"
void apply39_kernel( const unsigned *__restrict__ __cuda_0)
# 68 "v001563.cu"
{__device_stub__Z14apply39_kernelPKj( __cuda_0);
# 76 "v001563.cu"
}
# 1 "v001563.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply44_kernelfPKi( float __par0,  const idx29_t *__restrict__ __par1) {  const idx29_t *__T2;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaLaunch(((char *)((void ( *)(float, const idx29_t *__restrict__))apply44_kernel)), 0U); }
# 78 "v001563.cu"
void apply44_kernel( float __cuda_0,const ::idx29_t *__restrict__ __cuda_1)
# 78 "v001563.cu"
{__device_stub__Z14apply44_kernelfPKi( __cuda_0,__cuda_1);
# 84 "v001563.cu"
}
# 1 "v001563.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(float, const idx29_t *__restrict__))apply44_kernel), _Z14apply44_kernelfPKi, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(const unsigned *__restrict__))apply39_kernel), _Z14apply39_kernelPKj, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(unsigned *, int))map_bias38), _Z10map_bias38Pji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
