#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002098.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter14_kernelPKfS0_(const float *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift276Axis21iPKiPKf(enum Axis21, int, const int *, const real25_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15filter38_kernelPt(unsigned short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter14_kernelPKfS0_(const float *__par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, const float *))scatter14_kernel)), 0U);}
# 37 "v002098.cu"
void scatter14_kernel( const float *__cuda_0,const float *__cuda_1)
# 38 "v002098.cu"
{__device_stub__Z16scatter14_kernelPKfS0_( __cuda_0,__cuda_1);
# 48 "v002098.cu"
}
# 1 "v002098.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift276Axis21iPKiPKf( enum Axis21 __par0,  int __par1,  const int *__par2,  const real25_t *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(enum Axis21, int, const int *, const real25_t *))drift27)), 0U); }
# 52 "v002098.cu"
void drift27( enum ::Axis21 __cuda_0,int __cuda_1,const int *__cuda_2,const ::real25_t *__cuda_3)
# 53 "v002098.cu"
{__device_stub__Z7drift276Axis21iPKiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 66 "v002098.cu"
}
# 1 "v002098.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15filter38_kernelPt( unsigned short *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned short *))filter38_kernel)), 0U); }
# 68 "v002098.cu"
void filter38_kernel( unsigned short *__cuda_0)
# 69 "v002098.cu"
{__device_stub__Z15filter38_kernelPt( __cuda_0);
# 75 "v002098.cu"
}
# 1 "v002098.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(unsigned short *))filter38_kernel), _Z15filter38_kernelPt, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(enum Axis21, int, const int *, const real25_t *))drift27), _Z7drift276Axis21iPKiPKf, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const float *, const float *))scatter14_kernel), _Z16scatter14_kernelPKfS0_, (-1)); __cudaRegisterVariable(__T9, __shadow_var(d_count13,::d_count13), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
