#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001504.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift4PKfPj(const float *, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sweep8_kerneliPKd(int, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce26PiPKji(int *, const unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift4PKfPj(const float *__par0, unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, unsigned *))sift4)), 0U);}
# 17 "v001504.cu"
void sift4( const float *__cuda_0,unsigned *__cuda_1)
# 17 "v001504.cu"
{__device_stub__Z5sift4PKfPj( __cuda_0,__cuda_1);


}
# 1 "v001504.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sweep8_kerneliPKd( int __par0,  const double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const double *))sweep8_kernel)), 0U); }
# 24 "v001504.cu"
void sweep8_kernel( int __cuda_0,const double *__cuda_1)
# 24 "v001504.cu"
{__device_stub__Z13sweep8_kerneliPKd( __cuda_0,__cuda_1);
# 32 "v001504.cu"
}
# 1 "v001504.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce26PiPKji( int *__par0,  const unsigned *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const unsigned *, int))reduce26)), 0U); }
# 48 "v001504.cu"
void reduce26( int *__cuda_0,const unsigned *__cuda_1,int __cuda_2)
# 48 "v001504.cu"
{__device_stub__Z8reduce26PiPKji( __cuda_0,__cuda_1,__cuda_2);
# 59 "v001504.cu"
}
# 1 "v001504.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(int *, const unsigned *, int))reduce26), _Z8reduce26PiPKji, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(int, const double *))sweep8_kernel), _Z13sweep8_kerneliPKd, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(const float *, unsigned *))sift4), _Z5sift4PKfPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
