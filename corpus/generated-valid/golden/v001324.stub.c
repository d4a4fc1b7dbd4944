#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001324.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather16fiji(float, int, unsigned, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp24_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale29_kernel7Color10(enum Color10);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift39PKjPdPKdi(const unsigned *, double *, const double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8gather16fiji(float __par0, int __par1, unsigned __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(float, int, unsigned, int))gather16)), 0U);}
# 22 "v001324.cu"
void gather16( float __cuda_0,int __cuda_1,unsigned __cuda_2,int __cuda_3)
# 22 "v001324.cu"
{__device_stub__Z8gather16fiji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v001324.cu"
}
# 1 "v001324.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp24_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))clamp24_kernel)), 0U); }
# 31 "v001324.cu"
void clamp24_kernel( int __cuda_0)
# 31 "v001324.cu"
{__device_stub__Z14clamp24_kerneli( __cuda_0);
# 44 "v001324.cu"
}
# 1 "v001324.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale29_kernel7Color10( enum Color10 __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(enum Color10))scale29_kernel)), 0U); }
# 46 "v001324.cu"
void scale29_kernel( enum ::Color10 __cuda_0)
# 46 "v001324.cu"
{__device_stub__Z14scale29_kernel7Color10( __cuda_0);
# 52 "v001324.cu"
}
# 1 "v001324.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift39PKjPdPKdi( const unsigned *__par0,  double *__par1,  const double *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, double *, const double *, int))sift39)), 0U); }
# 60 "v001324.cu"
void sift39( const unsigned *__cuda_0,double *__cuda_1,const double *__cuda_2,int __cuda_3)
# 60 "v001324.cu"
{__device_stub__Z6sift39PKjPdPKdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001324.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(const unsigned *, double *, const double *, int))sift39), _Z6sift39PKjPdPKdi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(enum Color10))scale29_kernel), _Z14scale29_kernel7Color10, 512); __cudaRegisterEntry(__T9, ((void ( *)(int))clamp24_kernel), _Z14clamp24_kerneli, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(float, int, unsigned, int))gather16), _Z8gather16fiji, (-1)); __cudaRegisterVariable(__T9, __shadow_var(c_pivot15,::c_pivot15), 0, 32UL, 1, 0); __cudaRegisterVariable(__T9, __shadow_var(d_tally38,::d_tally38), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
