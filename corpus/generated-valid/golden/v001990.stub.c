#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001990.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13apply8_kernelijPd(int, unsigned, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack27PicPKdS_(int *__restrict__, char, const double *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp36PKiS0_Pj(const int *, const int *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13apply8_kernelijPd(int __par0, unsigned __par1, double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, unsigned, double *))apply8_kernel)), 0U);}
# 10 "v001990.cu"
void apply8_kernel( int __cuda_0,unsigned __cuda_1,double *__cuda_2)
# 10 "v001990.cu"
{__device_stub__Z13apply8_kernelijPd( __cuda_0,__cuda_1,__cuda_2);
# 17 "v001990.cu"
}
# 1 "v001990.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack27PicPKdS_( int *__restrict__ __par0,  char __par1,  const double *__par2,  int *__par3) {  int *__T0;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, char, const double *, int *))pack27)), 0U); }
# 32 "v001990.cu"
void pack27( int *__restrict__ __cuda_0,char __cuda_1,const double *__cuda_2,int *__cuda_3)
# 32 "v001990.cu"
{__device_stub__Z6pack27PicPKdS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 38 "v001990.cu"
}
# 1 "v001990.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp36PKiS0_Pj( const int *__par0,  const int *__par1,  unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, const int *, unsigned *))clamp36)), 0U); }
# 45 "v001990.cu"
void clamp36( const int *__cuda_0,const int *__cuda_1,unsigned *__cuda_2)
# 45 "v001990.cu"
{__device_stub__Z7clamp36PKiS0_Pj( __cuda_0,__cuda_1,__cuda_2);
# 51 "v001990.cu"
}
# 1 "v001990.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *, const int *, unsigned *))clamp36), _Z7clamp36PKiS0_Pj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *__restrict__, char, const double *, int *))pack27), _Z6pack27PicPKdS_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, unsigned, double *))apply8_kernel), _Z13apply8_kernelijPd, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_count17,::d_count17), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
