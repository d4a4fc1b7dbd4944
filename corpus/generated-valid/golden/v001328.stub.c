#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001328.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13count6_kernelPiPKjS_PKc(int *, const unsigned *, int *, const char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce27_kernelPiS_(int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix40_kernelPfPKfmPKm(float *, const float *, unsigned long, const size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_bump51Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace52iPKiPKfPi(int, const int *, const float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util1413kick15_kernelEPKfi(const float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13count6_kernelPiPKjS_PKc(int *__par0, const unsigned *__par1, int *__par2, const char *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, const unsigned *, int *, const char *))count6_kernel)), 0U);}
# 12 "v001328.cu"
void count6_kernel( int *__cuda_0,const unsigned *__cuda_1,int *__cuda_2,const char *__cuda_3)
# 12 "v001328.cu"
{__device_stub__Z13count6_kernelPiPKjS_PKc( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 19 "v001328.cu"
}
# 1 "v001328.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce27_kernelPiS_( int *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int *))reduce27_kernel)), 0U); }
# 49 "v001328.cu"
void reduce27_kernel( int *__cuda_0,int *__cuda_1)
# 49 "v001328.cu"
{__device_stub__Z15reduce27_kernelPiS_( __cuda_0,__cuda_1);



}
# 1 "v001328.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix40_kernelPfPKfmPKm( float *__par0,  const float *__par1,  unsigned long __par2,  const size_t *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, const float *, unsigned long, const size_t *))mix40_kernel)), 0U); }
# 67 "v001328.cu"
void mix40_kernel( float *__cuda_0,const float *__cuda_1,unsigned long __cuda_2,const ::size_t *__cuda_3)
# 67 "v001328.cu"
{__device_stub__Z12mix40_kernelPfPKfmPKm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001328.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_bump51Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_bump51)), 0U); }
# 80 "v001328.cu"
void map_bump51( unsigned *__cuda_0,int __cuda_1)
# 80 "v001328.cu"
{__device_stub__Z10map_bump51Pji( __cuda_0,__cuda_1); }
# 1 "v001328.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7trace52iPKiPKfPi( int __par0,  const int *__par1,  const float *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const int *, const float *, int *))trace52)), 0U); }
# 82 "v001328.cu"
void trace52( int __cuda_0,const int *__cuda_1,const float *__cuda_2,int *__cuda_3)
# 82 "v001328.cu"
{__device_stub__Z7trace52iPKiPKfPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 96 "v001328.cu"
}
# 1 "v001328.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util1413kick15_kernelEPKfi( const float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, int))util14::kick15_kernel)), 0U); }
# 22 "v001328.cu"
void util14::kick15_kernel( const float *__cuda_0,int __cuda_1)
# 22 "v001328.cu"
{__device_stub__ZN6util1413kick15_kernelEPKfi( __cuda_0,__cuda_1);
# 38 "v001328.cu"
}
# 1 "v001328.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *, int))util14::kick15_kernel), _ZN6util1413kick15_kernelEPKfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, const int *, const float *, int *))trace52), _Z7trace52iPKiPKfPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, int))map_bump51), _Z10map_bump51Pji, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, const float *, unsigned long, const size_t *))mix40_kernel), _Z12mix40_kernelPfPKfmPKm, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int *))reduce27_kernel), _Z15reduce27_kernelPiS_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, const unsigned *, int *, const char *))count6_kernel), _Z13count6_kernelPiPKjS_PKc, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_fuse26,::c_fuse26), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
